/**
 * The console's rich-text editor (TipTap on ProseMirror), limited to what the public pages style:
 * paragraphs, two heading levels, bold, italic, lists and links. Loaded through React.lazy
 * (lazy-rich-text-editor.tsx) by content forms only. The server sanitises what it sends.
 */
import { ContentMessages } from '@serendib/domain/admin-content'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useState } from 'react'
import { ModalDialog } from '../../ui/modal-dialog'
import { button, input } from '../page-header'

/** What the server keeps (rich-text.ts): a site path, or an https address. */
const linkAllowed = (href: string) => /^\/(?!\/)\S*$/.test(href) || /^https:\/\/[^\s/]+\S*$/i.test(href)

const tool =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-pressed:bg-brand-700 aria-pressed:text-white'

export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
}: {
  id: string
  value: string
  onChange: (html: string) => void
  labelledBy: string
}) {
  const [linking, setLinking] = useState(false)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['https'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'min-h-48 rounded-b-lg border border-slate-300 bg-white p-3 text-sm leading-relaxed outline-none focus:border-brand-600 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-700 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  // A form reset (another item loaded) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused)
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  if (!editor) return <div className="min-h-48 animate-pulse rounded-lg bg-slate-100" />
  const toggle = (label: string, active: boolean, run: () => void) => (
    <button type="button" className={tool} aria-pressed={active} onClick={run}>
      {label}
    </button>
  )
  return (
    <div>
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1.5"
      >
        {toggle('B', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {toggle('I', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {toggle('H2', editor.isActive('heading', { level: 2 }), () =>
          editor.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {toggle('H3', editor.isActive('heading', { level: 3 }), () =>
          editor.chain().focus().toggleHeading({ level: 3 }).run(),
        )}
        {toggle('• List', editor.isActive('bulletList'), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {toggle('1. List', editor.isActive('orderedList'), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        {toggle('Link', editor.isActive('link'), () => {
          if (editor.isActive('link')) return void editor.chain().focus().unsetLink().run()
          setLinking(true)
        })}
      </div>
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={linking} onClose={() => setLinking(false)} />
    </div>
  )
}

/**
 * Adding a link (issue 29 point 8: was window.prompt): a labelled box in the site's dialog, which
 * refuses what the server would drop, a javascript: link above all, and says why.
 */
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const [href, setHref] = useState('')
  const [error, setError] = useState<string | null>(null)
  function add() {
    const target = href.trim()
    if (!linkAllowed(target)) return setError(ContentMessages.linkRefused(target))
    const chain = editor.chain().focus()
    if (editor.state.selection.empty)
      chain
        .insertContent({ type: 'text', text: target, marks: [{ type: 'link', attrs: { href: target } }] })
        .run()
    else chain.extendMarkRange('link').setLink({ href: target }).run()
    close()
  }
  function close() {
    setHref('')
    setError(null)
    onClose()
  }
  return (
    <ModalDialog open={open} title="Add a link" onClose={close} width="md" initialFocus="#rich-text-link">
      {/* No <form>: the editor sits inside the page's own form, which must not submit (or nest). */}
      <div className="flex flex-col gap-3">
        <div>
          <label htmlFor="rich-text-link" className="mb-1 block text-sm font-semibold text-slate-800">
            Link to
          </label>
          <input
            id="rich-text-link"
            type="text"
            inputMode="url"
            autoComplete="off"
            value={href}
            onChange={(e) => {
              setHref(e.target.value)
              setError(null)
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              add()
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'rich-text-link-hint rich-text-link-error' : 'rich-text-link-hint'}
            className={input}
          />
          <p id="rich-text-link-hint" className="mt-1 text-xs text-slate-600">
            A site path like /search?key=tea, or an address starting with https://. Without selected text, the
            address itself becomes the link.
          </p>
          {error ? (
            <p id="rich-text-link-error" role="alert" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={button.secondary}
            onClick={(e) => e.currentTarget.closest('dialog')?.close()}
          >
            Cancel
          </button>
          <button type="button" className={button.primary} onClick={add}>
            Add link
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}

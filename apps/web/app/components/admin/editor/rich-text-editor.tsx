/**
 * The console's rich-text editor (TipTap on ProseMirror), limited to what the public pages style:
 * paragraphs, two heading levels, bold, italic, lists and links. Loaded through React.lazy
 * (lazy-rich-text-editor.tsx) by content forms only. The server sanitises what it sends.
 */
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect } from 'react'

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
          const href = window.prompt('Link to (a site path like /search, or https://…)')
          if (href) editor.chain().focus().extendMarkRange('link').setLink({ href }).run()
        })}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}

import { useEffect, useRef } from 'react'
import { MoreMessagesProvider, useTranslator } from '../../lib/i18n'
import { ModalDialog } from '../ui/modal-dialog'
import { LoginPanel } from './login-panel'

/**
 * The login dialog's shell and form, loaded together when the browser is idle or the dialog
 * first opens: neither is needed to show a page (home's JavaScript budget, decision 046).
 * The form's messages come when the dialog first opens (decision 068): until then the dialog
 * says it is loading, and the e-mail field takes the focus when the form appears.
 */
export function LoginDialogShell({
  open,
  opening,
  onClose,
  messages,
}: {
  open: boolean
  /** Each opening gets a fresh form: no half-typed password from the last time. */
  opening: number
  onClose: () => void
  /** The sign-in areas in the page's language (`/sign-in-messages`), null while they load. */
  messages: object | null
}) {
  const { t } = useTranslator()
  const body = useRef<HTMLDivElement>(null)
  const ready = messages !== null
  useEffect(() => {
    if (open && ready) body.current?.querySelector<HTMLElement>('input[name="username"]')?.focus()
  }, [open, ready])
  return (
    <ModalDialog
      open={open}
      title={t('header.logIn')}
      description={<p className="text-sm text-slate-600">{t('header.welcomeBack')}</p>}
      onClose={onClose}
      width="md"
      initialFocus='input[name="username"]'
    >
      <div ref={body} aria-busy={!ready} className="contents">
        {messages ? (
          <MoreMessagesProvider messages={messages}>
            <LoginPanel
              key={opening}
              onSuccess={onClose}
              onCancel={onClose}
              onLeave={onClose}
              inlineNotices
            />
          </MoreMessagesProvider>
        ) : (
          <p role="status" className="flex min-h-48 items-center justify-center text-sm text-slate-600">
            {t('site.loading')}
          </p>
        )}
      </div>
    </ModalDialog>
  )
}

import { Messages } from '@serendib/domain/messages'
import { useState } from 'react'
import { useTranslator } from '../../lib/i18n'
import { useSnackbar } from '../ui/snackbar'

// The inquiry form loads on the first click, not with every page (the footer is everywhere and
// the home page's JavaScript budget is 140 KB gzip).
const loadDialog = () => import('./inquiry-dialog')
type Dialog = Awaited<ReturnType<typeof loadDialog>>['InquiryDialog']

/** Footer 'Inquire Now': opens the inquiry dialog (spec §2 Other pages, §5 Inquiry). */
export function InquireNowButton() {
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [opening, setOpening] = useState(0)
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()

  function open() {
    loadDialog().then(
      (module) => {
        setDialog(() => module.InquiryDialog)
        setOpening((count) => count + 1)
      },
      () => showSnackbar(Messages.inquiryFailed, 'error'),
    )
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        // The form is a dialog and sends over the API: without JavaScript the phone number above it remains.
        className="rounded-lg bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800 noscript:hidden"
      >
        {t('footer.inquireNow')}
      </button>
      {Dialog ? <Dialog opening={opening} /> : null}
    </>
  )
}

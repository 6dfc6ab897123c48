import { ModalDialog } from '../ui/modal-dialog'
import { useTranslator } from '../../lib/i18n'

/**
 * The refund policy the checkout box refers to (spec §2: "refund policy opens a dialog"), in
 * the shared modal shell.
 */
export function RefundPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslator()
  return (
    <ModalDialog open={open} title={t('checkout.refundPolicy')} onClose={onClose}>
      <div className="flex flex-col gap-3 text-slate-800">
        <p>
          <strong>{t('checkout.refund1Strong')}</strong> {t('checkout.refund1')}
        </p>
        <p>{t('checkout.refund2')}</p>
        <p>{t('checkout.refund3')}</p>
      </div>
      <div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('checkout.close')}
        </button>
      </div>
    </ModalDialog>
  )
}

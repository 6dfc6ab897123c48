import { SUPPORT_PHONE } from '@serendib/domain/site'
import { useTranslator } from '../../lib/i18n'
import { HeadsetIcon, ReceiptIcon, TagIcon } from './icons'

/** Spec §2 Cart/Checkout: no extra fees, lowest-price guarantee, 24/7 support and the phone. */
export function BookingPromises() {
  const { t } = useTranslator()
  return (
    <ul className="flex flex-col gap-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <ReceiptIcon width={18} height={18} className="shrink-0 text-brand-700" />
        {t('promise.noFees')}
      </li>
      <li className="flex items-center gap-2">
        <TagIcon width={18} height={18} className="shrink-0 text-brand-700" />
        {t('promise.lowestPrice')}
      </li>
      <li className="flex items-center gap-2">
        <HeadsetIcon width={18} height={18} className="shrink-0 text-brand-700" />
        <span>
          {t('promise.supportLine')}{' '}
          <a
            href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}
            className="font-semibold text-brand-700 underline"
          >
            {SUPPORT_PHONE}
          </a>
        </span>
      </li>
    </ul>
  )
}

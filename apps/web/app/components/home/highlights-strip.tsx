import { useTranslator } from '../../lib/i18n'
import { sitePromises } from '../ui/promises'

export function HighlightsStrip() {
  const { t } = useTranslator()
  return (
    <section aria-label={t('home.whyBook')} className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
      {/* Two columns on phones with the last promise spanning both, five in a row on wide screens. */}
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-5">
        {sitePromises.map(({ Icon, key }) => (
          <li
            key={key}
            className="flex items-center gap-2.5 rounded-xl bg-brand-50 p-3 last:col-span-2 sm:gap-3 sm:p-4 md:last:col-span-1"
          >
            <Icon width={26} height={26} className="shrink-0 text-brand-700" />
            <div>
              <p className="text-sm leading-snug font-bold text-slate-900">{t(`promise.${key}`)}</p>
              <p className="hidden text-xs text-slate-700 sm:block">{t(`promise.${key}Brief`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

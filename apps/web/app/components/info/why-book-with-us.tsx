import { useTranslator } from '../../lib/i18n'
import { sitePromises } from '../ui/promises'

/** The promises a first-time visitor of the about page asks about: those with a full sentence. */
const explained = sitePromises.filter((promise) => promise.detail)

/** Pages showing it receive `place.whyBook`, the `promise` area and the `auth.promise.*` sentences. */
export function WhyBookWithUs() {
  const { t } = useTranslator()
  return (
    <section aria-labelledby="why-book" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h2 id="why-book" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
        {t('place.whyBook')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {explained.map(({ Icon, key }) => (
          <li key={key} className="flex gap-3">
            <Icon width={28} height={28} className="shrink-0 text-brand-700" />
            <div>
              <h3 className="font-bold text-slate-900">{t(`promise.${key}`)}</h3>
              <p className="text-sm text-slate-700">{t(`auth.promise.${key}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

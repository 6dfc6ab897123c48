import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { CompassIcon } from './icons'

/** Spec §2: /404 and every unknown route show this text. */
export function NotFoundPage() {
  // The spec's text in English ('Opps! …'), the page's language elsewhere (decision 077).
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CompassIcon width={64} height={64} className="mb-6 text-brand-700" />
      <p className="mb-2 text-sm font-bold tracking-widest text-brand-700 uppercase">{t('error.404')}</p>
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('msg.notFoundPage')}</h1>
      <Link
        to={lp('/')}
        className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('error.backHome')}
      </Link>
    </div>
  )
}

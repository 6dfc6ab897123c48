import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'

/** Shown for unexpected failures: a way forward instead of a blank page. */
export function ErrorPage({ status }: { status?: number }) {
  const { t, lp } = useTranslator()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {status ? (
        <p className="mb-2 text-sm font-bold tracking-widest text-accent-700 uppercase">
          {t('error.status', { status })}
        </p>
      ) : null}
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('error.title')}</h1>
      <p className="mb-6 text-slate-600">{t('error.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href=""
          className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('error.tryAgain')}
        </a>
        <Link
          to={lp('/')}
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('error.backHome')}
        </Link>
      </div>
    </div>
  )
}

import { useEffect } from 'react'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { useSnackbar } from '../ui/snackbar'

const box = 'rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-700 shadow-sm'

/** Spec §8 "Most list or detail loads fail": 'Could not load data' in the snackbar and in place. */
export function LoadFailed({ what }: { what?: string }) {
  const showSnackbar = useSnackbar()
  const { t } = useTranslator()
  const failed = t('msg.loadFailed')
  useEffect(() => {
    showSnackbar(failed, 'error')
  }, [showSnackbar, failed])
  return (
    <p className={box} role="alert">
      {failed}
      {what ? <span className="sr-only"> ({what})</span> : null}
    </p>
  )
}

/** Spec §8: empty reviews, favourites and deals read 'No data found', with a note on what goes here. */
export function NoData({ note, findTour = false }: { note: string; findTour?: boolean }) {
  const { t, lp } = useTranslator()
  return (
    <div className={box}>
      <p className="font-semibold text-slate-900">{t('msg.noData')}</p>
      <p className="mt-1 text-sm">{note}</p>
      {findTour ? (
        <Link
          to={lp('/search')}
          className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('acct.findATour')}
        </Link>
      ) : null}
    </div>
  )
}

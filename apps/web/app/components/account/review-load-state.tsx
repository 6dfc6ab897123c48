import { Messages } from '@serendib/domain/messages'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { useSnackbar } from '../ui/snackbar'

const box = 'rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-700 shadow-sm'

/** Spec §8 "Most list or detail loads fail": 'Could not load data' in the snackbar and in place. */
export function LoadFailed({ what }: { what?: string }) {
  const showSnackbar = useSnackbar()
  useEffect(() => {
    showSnackbar(Messages.loadFailed, 'error')
  }, [showSnackbar])
  return (
    <p className={box} role="alert">
      {Messages.loadFailed}
      {what ? <span className="sr-only"> ({what})</span> : null}
    </p>
  )
}

/** Spec §8: empty reviews, favourites and deals read 'No data found', with a note on what goes here. */
export function NoData({ note, findTour = false }: { note: string; findTour?: boolean }) {
  return (
    <div className={box}>
      <p className="font-semibold text-slate-900">{Messages.noData}</p>
      <p className="mt-1 text-sm">{note}</p>
      {findTour ? (
        <Link
          to="/search"
          className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Find a tour
        </Link>
      ) : null}
    </div>
  )
}

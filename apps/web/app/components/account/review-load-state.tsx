import { Messages } from '@serendib/domain/messages'
import { useEffect, type ReactNode } from 'react'
import { useSnackbar } from '../snackbar'

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

/** Spec §8: empty reviews, favourites and deals read 'No data found'. */
export function NoData({ children }: { children?: ReactNode }) {
  return (
    <div className={box}>
      <p className="font-semibold text-slate-900">{Messages.noData}</p>
      {children}
    </div>
  )
}

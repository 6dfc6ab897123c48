import { Messages } from '@serendib/domain/messages'
import { Link } from 'react-router'
import { CompassIcon } from './icons'

/** Spec §2: /404 and every unknown route show this text. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <CompassIcon width={64} height={64} className="mb-6 text-brand-700" />
      <p className="mb-2 text-sm font-bold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{Messages.notFoundPage}</h1>
      <Link to="/" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </div>
  )
}

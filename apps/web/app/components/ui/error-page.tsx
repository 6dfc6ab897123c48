import { Link } from 'react-router'

/** Shown for unexpected failures: a way forward instead of a blank page. */
export function ErrorPage({ status }: { status?: number }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {status ? (
        <p className="mb-2 text-sm font-bold tracking-widest text-accent-700 uppercase">Error {status}</p>
      ) : null}
      <h1 className="mb-4 text-2xl font-bold text-slate-900 sm:text-3xl">Something went wrong on our side</h1>
      <p className="mb-6 text-slate-600">
        Please try again in a moment. If it keeps happening, our support team is available 24/7.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href=""
          className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Try again
        </a>
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Back to the home page
        </Link>
      </div>
    </div>
  )
}

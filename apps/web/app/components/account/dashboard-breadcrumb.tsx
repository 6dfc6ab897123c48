import { Link } from 'react-router'

/** "My account / {page}" above an account page's heading, as the other account pages have it. */
export function DashboardBreadcrumb({ page }: { page: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2 text-sm">
      <Link to="/account" className="font-medium text-brand-700 underline hover:text-brand-800">
        My account
      </Link>
      <span aria-hidden="true" className="mx-2 text-slate-400">
        /
      </span>
      <span aria-current="page" className="text-slate-600">
        {page}
      </span>
    </nav>
  )
}

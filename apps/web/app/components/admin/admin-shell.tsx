import { useState, type ReactNode } from 'react'
import { Link, useNavigation } from 'react-router'
import { AdminNav } from './admin-nav'

/**
 * The console's frame: a dark side bar on desktops, a top bar with a menu button on phones, and
 * a thin bar at the top while a page loads.
 */
export function AdminShell({
  email,
  onSignOut,
  children,
}: {
  email?: string
  onSignOut?: () => void
  children: ReactNode
}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const loading = useNavigation().state !== 'idle'
  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900 lg:flex">
      {loading ? (
        <div
          role="progressbar"
          aria-label="Loading"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      ) : null}
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white lg:hidden">
        <Link to="/admin" className="font-bold">
          Serendib admin
        </Link>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-lg border border-slate-600 px-3 py-1.5 text-sm font-semibold"
        >
          Menu
        </button>
      </header>
      <aside
        id="admin-menu"
        className={`${menuOpen ? 'block' : 'hidden'} bg-slate-900 px-3 pb-4 text-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-56 lg:shrink-0 lg:overflow-y-auto lg:pt-5`}
      >
        <Link to="/admin" className="mb-5 hidden px-3 text-lg font-bold lg:block">
          Serendib admin
        </Link>
        <AdminNav onNavigate={() => setMenuOpen(false)} />
        {email ? (
          <div className="mt-6 border-t border-slate-700 px-3 pt-4 text-sm text-slate-300">
            <p className="truncate" title={email}>
              {email}
            </p>
            <div className="mt-2 flex gap-3">
              <Link to="/" className="underline hover:text-white">
                Public site
              </Link>
              <button type="button" onClick={onSignOut} className="underline hover:text-white">
                Sign out
              </button>
            </div>
          </div>
        ) : null}
      </aside>
      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-5 outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        {children}
      </main>
    </div>
  )
}

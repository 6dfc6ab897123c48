import type { ReactNode } from 'react'
import { Link, NavLink, useNavigation } from 'react-router'
import { usePortalI18n } from '../../lib/supplier/portal-i18n'
import { PortalLanguageMenu } from './language-menu'

import type { PortalSection } from '../../lib/supplier/portal-role'

/**
 * The portal's frame: the brand and the signed-in supplier on top, the sections as tabs (two
 * rows of links on a phone, all in view), and a thin bar while a page loads.
 */
export function SupplierShell({
  email,
  onSignOut,
  onChooseLanguage,
  sections = [],
  children,
}: {
  email?: string
  onSignOut?: () => void
  onChooseLanguage?: (locale: string) => void
  /** The tabs of the signed-in role (lib/supplier/portal-role.ts); none while loading. */
  sections?: PortalSection[]
  children: ReactNode
}) {
  const { t, lp } = usePortalI18n()
  const loading = useNavigation().state !== 'idle'
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      {loading ? (
        <div
          role="progressbar"
          aria-label={t('shell.loading')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      ) : null}
      <a
        href="#supplier-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('shell.skip')}
      </a>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-3 sm:px-6">
          <Link
            to={lp('/supplier')}
            className="shrink-0 text-xl font-extrabold tracking-tight text-brand-800"
          >
            Seren<span className="text-accent-700">dib</span>
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-brand-800">
              {t('shell.suppliers')}
            </span>
          </Link>
          <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-3 text-sm">
            <PortalLanguageMenu onChoose={onChooseLanguage} />
            {email ? (
              <div className="flex min-w-0 items-center gap-3 text-sm">
                <span className="hidden truncate text-slate-600 sm:inline" title={email}>
                  {email}
                </span>
                <button
                  type="button"
                  onClick={onSignOut}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {t('shell.signOut')}
                </button>
              </div>
            ) : null}
          </div>
        </div>
        <nav aria-label={t('shell.sections')} className="mx-auto max-w-6xl px-2 sm:px-4">
          {/* A phone shows every section at once, wrapped rows of button-sized links (seven tabs in
              one row scrolled sideways with no hint that more were hidden); wider screens get tabs. */}
          <ul className="flex flex-wrap gap-1 pb-2 sm:flex-nowrap sm:pb-0">
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={lp(s.to)}
                  end={s.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-2.5 py-3 text-center text-sm font-semibold whitespace-nowrap sm:rounded-none sm:border-b-2 sm:px-3 ${
                      isActive
                        ? 'bg-brand-50 text-brand-800 sm:border-brand-700 sm:bg-transparent'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 sm:border-transparent sm:hover:bg-transparent'
                    }`
                  }
                >
                  {t(s.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id="supplier-main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-5 outline-none sm:px-6 lg:py-8"
      >
        {children}
      </main>
    </div>
  )
}

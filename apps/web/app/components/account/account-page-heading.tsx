import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'

const titleClass = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl'

/**
 * The top of an account page: "My account / {title}", the title and a line on what the page
 * is for. `headingRef` makes the title focusable, for focus to land on after a change.
 */
export function AccountPageHeading({
  title,
  intro,
  headingRef,
  breadcrumbMargin = 'mb-2',
}: {
  title: string
  intro: ReactNode
  headingRef?: Ref<HTMLHeadingElement>
  breadcrumbMargin?: string
}) {
  const { t, lp } = useTranslator()
  return (
    <>
      <nav aria-label={t('acct.breadcrumb')} className={`${breadcrumbMargin} text-sm`}>
        <Link to={lp('/account')} className="font-medium text-brand-700 underline hover:text-brand-800">
          {t('header.myAccount')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span aria-current="page" className="text-slate-600">
          {title}
        </span>
      </nav>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={headingRef ? `${titleClass} outline-none` : titleClass}
      >
        {title}
      </h1>
      <p className="mt-1 text-slate-700">{intro}</p>
    </>
  )
}

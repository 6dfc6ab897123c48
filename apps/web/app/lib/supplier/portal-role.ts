/**
 * Who is in the portal (decision 074): the supplier ('owner') or one of its staff. The server
 * decides what each may do (`/api/supplier/me`, the area's guard); this only picks the tabs and
 * the landing page, so nobody is shown a section that would refuse them.
 */
import type { PortalIdentity } from '@serendib/domain/api/supplier-staff'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { supplierPortalLocale } from '@serendib/domain/i18n/locales'
import { UserType } from '@serendib/domain/user-types'
import { useLocation, useRouteLoaderData } from 'react-router'

export type PortalRole = PortalIdentity['role']

export function isPortalUser(userType: number | undefined): boolean {
  return userType === UserType.supplier || userType === UserType.staff
}

/** A tab: `key` names its label in the portal catalogue (decision 078). */
export type PortalSection = { to: string; end: boolean; key: PortalMessageId }

/** The tabs each role sees; guides and drivers work from their trip sheet, on a phone. */
export function portalSections(role: PortalRole, today: string): PortalSection[] {
  if (role === 'guide' || role === 'driver')
    return [
      { to: `/supplier/manifest?date=${today}`, key: 'nav.myTrips', end: false },
      { to: '/supplier/check-in', key: 'nav.checkIn', end: false },
    ]
  const office: PortalSection[] = [
    { to: '/supplier/bookings', key: 'nav.bookings', end: false },
    { to: '/supplier/manifest', key: 'nav.manifest', end: false },
    { to: '/supplier/check-in', key: 'nav.checkIn', end: false },
    { to: '/supplier/team', key: 'nav.team', end: false },
  ]
  if (role === 'office') return office
  return [
    { to: '/supplier', key: 'nav.dashboard', end: true },
    office[0]!,
    // Quote requests are the supplier's own (the API opens them to no staff role, decision 079).
    { to: '/supplier/quotes', key: 'nav.quotes', end: false },
    ...office.slice(1, 3),
    { to: '/supplier/earnings', key: 'nav.earnings', end: false },
    { to: '/supplier/tours', key: 'nav.tours', end: false },
    office[3]!,
    { to: '/supplier/profile', key: 'nav.profile', end: false },
  ]
}

/** Where a role starts when it opens /supplier (the dashboard shows the supplier's money). */
export function portalHome(role: PortalRole, today: string): string {
  if (role === 'guide' || role === 'driver') return `/supplier/manifest?date=${today}`
  if (role === 'office') return '/supplier/bookings'
  return '/supplier'
}

/** The signed-in role, from the portal layout's loader (null while it is unknown). */
export function usePortalRole(): PortalRole | null {
  // The layout's route id carries the language under /si and /ta (routes.ts, supplierPortal).
  const locale = supplierPortalLocale(useLocation().pathname) ?? 'en'
  const data = useRouteLoaderData(
    locale === 'en' ? 'routes/supplier/layout' : `${locale}/supplier-layout`,
  ) as { identity: PortalIdentity | null } | undefined
  return data?.identity?.role ?? null
}

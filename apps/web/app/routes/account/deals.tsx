import type { ApiSuccess } from '@serendib/domain/api/envelope'
import { Link } from 'react-router'
import type { Route } from './+types/deals'
import { AccountPageHeading } from '../../components/account/account-page-heading'
import { DealCard, DEALS_SEARCH_HREF, type Deal } from '../../components/account/deal-card'
import { LoadFailed, NoData } from '../../components/account/review-load-state'
import { AccountFallback } from '../../components/auth/account-fallback'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/** GET /api/account/all/deals (auth): the running deals; null when the call failed. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireLogin(request)
  const reply = await authedApi.get<ApiSuccess<Deal[]>>('/api/account/all/deals')
  return { deals: reply.ok ? reply.body.data : null }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'account.deals', 'Deals & Discounts')
}

/** Spec §2 Deals: one card per running deal, each leading to the tours on a deal. */
export default function Deals({ loaderData }: Route.ComponentProps) {
  const { deals } = loaderData
  const { t, lp } = useTranslator()
  return (
    <div className="flex flex-col gap-5 pt-2 pb-12 lg:pt-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <AccountPageHeading title={t('account.deals')} intro={t('acct.dealsIntro')} />
        </div>
        {deals && deals.length > 0 ? (
          <Link
            to={lp(DEALS_SEARCH_HREF)}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('acct.allDealTours')}
          </Link>
        ) : null}
      </div>
      {deals === null ? (
        <LoadFailed />
      ) : deals.length === 0 ? (
        <NoData note={t('acct.noDeals')} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

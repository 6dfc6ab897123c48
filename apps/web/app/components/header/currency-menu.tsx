import { CURRENCIES, CurrencyWords, type CurrencyCode } from '@serendib/domain/currency'
import { useLocation, useRouteLoaderData } from 'react-router'

/**
 * The header's currency choice (issue 18): a `<details>` with a plain form posting to
 * /currency, which sets the cookie and comes back here. No script needed, none added to pages.
 */
export function CurrencyMenu() {
  const { pathname, search } = useLocation()
  const root = useRouteLoaderData('root') as { currency?: CurrencyCode } | undefined
  const current = root?.currency ?? 'USD'
  return (
    <details className="group relative" data-currency-menu>
      <summary
        aria-label={`${CurrencyWords.choose}: ${current}`}
        className="flex h-10 cursor-pointer list-none items-center rounded-full px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        {current}
      </summary>
      <form
        method="post"
        action="/currency"
        className="absolute right-0 z-40 mt-1 grid w-40 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        {CURRENCIES.map((code) => (
          <button
            key={code}
            type="submit"
            name="code"
            value={code}
            aria-current={code === current ? 'true' : undefined}
            className="h-9 rounded-md px-3 text-left text-sm text-slate-800 hover:bg-brand-50 aria-[current]:font-bold aria-[current]:text-brand-800"
          >
            {code}
          </button>
        ))}
      </form>
    </details>
  )
}

import { Form, useSearchParams } from 'react-router'
import { SearchIcon } from '../icons'

/**
 * Keyword search for every page but home. A plain GET form, so it also works before
 * hydration; React Router turns it into a client navigation afterwards.
 */
export function HeaderSearch() {
  const [params] = useSearchParams()
  return (
    <Form method="get" action="/search" role="search" className="relative">
      <label htmlFor="header-search" className="sr-only">
        Search tours and activities
      </label>
      <input
        id="header-search"
        name="key"
        type="search"
        // Keyed on the URL's keyword so the box follows back/forward and new searches.
        key={params.get('key') ?? ''}
        defaultValue={params.get('key') ?? ''}
        placeholder="Where to? Try Sigiriya, safari…"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon width={18} height={18} />
      </button>
    </Form>
  )
}

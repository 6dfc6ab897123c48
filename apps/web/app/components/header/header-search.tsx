import type { ApiSuccess, Suggestions } from '@serendib/domain/catalogue-api'
import { tourTypeLabels } from '@serendib/domain/tour-types'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Form, Link, useNavigate, useSearchParams } from 'react-router'
import { browserApi } from '../../lib/browser-api'
import { SearchIcon } from '../icons'

type Suggestion = Suggestions['activities'][number]

/** Long enough to skip most keystrokes of a fast typist, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 150
const LIST_ID = 'header-search-list'
const optionId = (index: number) => `header-search-opt-${index}`

/**
 * Keyword search for every page but home, with activity suggestions (spec §2 Header) in the
 * WAI-ARIA combobox pattern. It is a plain GET form, so Enter searches before hydration too;
 * a chosen suggestion goes straight to its tour page.
 */
export function HeaderSearch() {
  const [params] = useSearchParams()
  // Keyed on the URL's keyword so the box follows back/forward and new searches.
  const key = params.get('key') ?? ''
  return <HeaderSearchBox key={key} initial={key} />
}

function HeaderSearchBox({ initial }: { initial: string }) {
  const navigate = useNavigate()
  const [text, setText] = useState(initial)
  const [options, setOptions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const latest = useRef(0)

  useEffect(() => {
    const keyword = text.trim()
    // Typing bumps `latest`, so a reply to an older keyword is ignored when it arrives late.
    const request = ++latest.current
    if (!open || keyword.length < 2) {
      setOptions([])
      return
    }
    const timer = window.setTimeout(async () => {
      const reply = await browserApi.get<ApiSuccess<Suggestions>>(
        `/api/search/get?key=${encodeURIComponent(keyword)}`,
      )
      if (request !== latest.current) return
      // A failed suggestion call is not worth an error message: the search button still works.
      setOptions(reply.ok && Array.isArray(reply.body?.data?.activities) ? reply.body.data.activities : [])
      setActive(-1)
    }, SUGGEST_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, open])

  const expanded = open && options.length > 0

  function go(option: Suggestion) {
    setOpen(false)
    navigate(option.full_seo_url)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const count = options.length
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count))
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // Enter on a highlighted suggestion opens it; otherwise the form searches for the text.
      event.preventDefault()
      go(options[active])
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (text) {
        event.preventDefault()
        setText('')
      }
    }
  }

  return (
    <Form method="get" action="/search" role="search" className="relative" onSubmit={() => setOpen(false)}>
      <label htmlFor="header-search" className="sr-only">
        Search tours and activities
      </label>
      <input
        id="header-search"
        name="key"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder="Where to? Try Sigiriya, safari…"
        autoComplete="off"
        maxLength={200}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pr-11 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon width={18} height={18} />
      </button>
      <div
        id={LIST_ID}
        role="listbox"
        aria-label="Suggested tours"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
      >
        {options.map((option, index) => (
          // A real link (role option): middle-click and "open in new tab" keep working.
          <Link
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            to={option.full_seo_url}
            tabIndex={-1}
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
            className={`flex flex-col px-4 py-2 text-sm ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
          >
            <span className="font-medium text-slate-900">{option.title}</span>
            <span className="text-xs text-slate-600">{tourTypeLabels[option.tour_type]}</span>
          </Link>
        ))}
      </div>
    </Form>
  )
}

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { PortalMessageId } from '@serendib/domain/i18n/portal/en'
import { Link, NavLink } from 'react-router'
import { usePortalI18n } from '../../../lib/supplier/portal-i18n'
import { useServerMessage } from '../../../lib/supplier/server-messages'
import { errorCountByStep, stepOf, stepOfPath, tourSteps } from '../../../lib/supplier/tour-steps'
import type { SaveState, TourEditor } from '../../../lib/supplier/use-tour-editor'
import { fieldId } from './controls'

const saveText: Record<SaveState, PortalMessageId> = {
  saved: 'editor.state.saved',
  editing: 'editor.state.editing',
  saving: 'editor.state.saving',
  refused: 'editor.state.refused',
  offline: 'editor.state.offline',
}

/** The steps as a list of links (with a count of problems each), the save status, the step's form. */
export function EditorFrame({
  editor,
  step,
  children,
  actions,
}: {
  editor: TourEditor
  step: string
  children: ReactNode
  actions: ReactNode
}) {
  const { t, lp } = usePortalI18n()
  const say = useServerMessage()
  const problems = errorCountByStep(editor.errors)
  const missing = errorCountByStep(editor.tour.missing)
  const base = lp(`/supplier/tours/${editor.tour.id}`)
  const list = useRef<HTMLOListElement>(null)
  // On a phone the step list scrolls sideways: keep the current step in view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="step"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [step])
  const more = useScrollHints(list)
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t('editor.steps')} className="relative lg:sticky lg:top-4 lg:self-start">
        {/* Issue 29 point 8: on a phone the strip shows that it scrolls, a fade and an arrow at each hidden end. */}
        <ScrollHint side="left" shown={more.left} onClick={() => more.scroll(-1)} />
        <ScrollHint side="right" shown={more.right} onClick={() => more.scroll(1)} />
        <ol
          ref={list}
          onScroll={more.update}
          className="relative flex scroll-px-10 gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible"
        >
          {tourSteps.map((s, i) => (
            <li key={s.slug}>
              <NavLink
                to={`${base}/${s.slug}`}
                aria-current={s.slug === step ? 'step' : undefined}
                onClick={() => void editor.save()}
                className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                  s.slug === step ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
                }`}
              >
                <span>
                  {i + 1}. {t(s.label)}
                </span>
                {problems[s.slug] ? (
                  <span className="rounded-full bg-red-600 px-1.5 text-xs text-white">
                    {problems[s.slug]}
                    <span className="sr-only">{t('editor.problems')}</span>
                  </span>
                ) : missing[s.slug] ? (
                  <span
                    className={`rounded-full px-1.5 text-xs ${s.slug === step ? 'bg-white/25' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {missing[s.slug]}
                    <span className="sr-only">{t('editor.toFill')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p
            role="status"
            className={`text-sm font-medium ${editor.state === 'refused' || editor.state === 'offline' ? 'text-red-700' : 'text-slate-600'}`}
          >
            {t(saveText[editor.state])}
            {editor.state === 'refused' && editor.message ? `: ${say(editor.message)}` : ''}
          </p>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          {children}
        </section>
      </div>
    </div>
  )
}

/** Which ends of a sideways-scrolling list hide steps, kept current on scroll and on resize. */
function useScrollHints(ref: RefObject<HTMLElement | null>) {
  const [ends, setEnds] = useState({ left: false, right: false })
  const update = () => {
    const el = ref.current
    if (!el) return
    const left = el.scrollLeft > 4
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 4
    setEnds((was) => (was.left === left && was.right === right ? was : { left, right }))
  }
  useEffect(() => {
    update()
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const scroll = (direction: 1 | -1) => {
    const el = ref.current
    el?.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: 'smooth' })
  }
  return { ...ends, update, scroll }
}

/**
 * A fade over the strip's hidden end with an arrow that scrolls it. Pointer help only: the steps
 * are links a keyboard or a screen reader reaches one by one, so the arrow is out of their way.
 */
function ScrollHint({
  side,
  shown,
  onClick,
}: {
  side: 'left' | 'right'
  shown: boolean
  onClick: () => void
}) {
  if (!shown) return null
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-scroll-hint={side}
      onClick={onClick}
      className={`absolute top-0 bottom-1 z-10 flex w-10 items-center text-lg font-bold text-brand-800 lg:hidden ${
        side === 'left'
          ? 'left-0 justify-start bg-gradient-to-r from-slate-50 via-slate-50/90 to-transparent pl-1'
          : 'right-0 justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent pr-1'
      }`}
    >
      {side === 'left' ? '‹' : '›'}
    </button>
  )
}

/** What submitting still needs, each a link to its field's step. */
export function MissingList({ missing, tourId }: { missing: Record<string, string>; tourId: number }) {
  const { t, lp } = usePortalI18n()
  const say = useServerMessage()
  const entries = Object.entries(missing)
  if (entries.length === 0) return null
  return (
    <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 className="text-sm font-bold text-amber-950">{t('editor.beforeSubmit')}</h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {entries.map(([path, text]) => (
          <li key={path}>
            <Link
              to={lp(`/supplier/tours/${tourId}/${stepOfPath(path)}#${fieldId(path)}`)}
              className="text-amber-950 underline"
            >
              <span className="font-semibold">{t(stepOf(stepOfPath(path)).label)}:</span> {say(text)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

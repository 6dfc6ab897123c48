import type { ActivityDetail } from '@serendib/domain/catalogue-api'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslator } from '../../lib/i18n'
import { textLines } from '../../lib/tour-page'
import { CheckIcon, CrossIcon, InfoIcon } from '../ui/icons-more'
import { MapPinIcon, ShieldCheckIcon } from '../ui/icons'
import { ShownInEnglish } from '../ui/content-language'
import { Itinerary } from './itinerary'

interface Tab {
  key: string
  label: string
  content: ReactNode
}

/**
 * Spec §2 tabs: Itinerary, Includes, Excludes, Conditions (with the cancellation policy) and
 * Know Before You Go. Every panel is in the server HTML (the inactive ones `hidden`) so search
 * engines index all of it; the tab pattern follows the WAI-ARIA practice with automatic
 * activation: arrow keys, Home and End move between tabs.
 */
export function TourTabs({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslator()
  // On a page in another language (decision 076): fields without a translation stay English,
  // marked lang="en" with a note; the itinerary marks its items one by one (decision 083).
  const untranslated = activity.untranslated
  const english = (...fields: string[]) => fields.some((field) => untranslated?.includes(field))
  const tabs: Tab[] = [
    {
      key: 'itinerary',
      label: t('tour.itinerary'),
      content: (
        <div className="flex flex-col gap-5">
          {activity.meeting_point.trim() ? (
            <MeetingPoint text={activity.meeting_point} english={english('meeting_point')} />
          ) : null}
          <Itinerary
            items={activity.itinery}
            tourType={activity.tour_type}
            words={{
              day: t('tour.day'),
              dayN: (day) => t('tour.dayN', { day }),
              none: t('tour.noItinerary'),
            }}
            note={<ShownInEnglish className="mt-1" />}
          />
        </div>
      ),
    },
    {
      key: 'includes',
      label: t('tour.includes'),
      content: (
        <InEnglish english={english('inclusion')}>
          <Bullets text={activity.inclusion} kind="include" />
        </InEnglish>
      ),
    },
    {
      key: 'excludes',
      label: t('tour.excludes'),
      content: (
        <InEnglish english={english('exclision')}>
          <Bullets text={activity.exclision} kind="exclude" />
        </InEnglish>
      ),
    },
    {
      key: 'conditions',
      label: t('tour.conditions'),
      content: (
        <InEnglish english={english('condtions', 'cancel_policy')}>
          <Conditions conditions={activity.condtions} cancelPolicy={activity.cancel_policy} />
        </InEnglish>
      ),
    },
    {
      key: 'know',
      label: t('tour.know'),
      content: (
        <InEnglish english={english('know_policy')}>
          <Bullets text={activity.know_policy || activity.know.know_policy} kind="know" />
        </InEnglish>
      ),
    },
  ]
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  // On a phone the tabs overflow sideways: a fade on the side with more tabs says so.
  const listRef = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ before: false, after: false })
  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    // One pixel of slack: fractional scroll positions never quite reach the end.
    setMore({
      before: list.scrollLeft > 1,
      after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
    })
  }, [])
  useEffect(() => {
    measure()
    const list = listRef.current
    if (!list) return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure])

  /** The chosen tab scrolls to the middle of the strip, its neighbours showing either side. */
  function reveal(index: number) {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    tabRefs.current[index]?.scrollIntoView({
      block: 'nearest',
      inline: 'center',
      behavior: reduce ? 'auto' : 'smooth',
    })
  }

  function select(index: number) {
    const target = (index + tabs.length) % tabs.length
    setSelected(target)
    tabRefs.current[target]?.focus({ preventScroll: true })
    reveal(target)
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <section aria-labelledby={`${baseId}-heading`} className="flex flex-col">
      <h2 id={`${baseId}-heading`} className="sr-only">
        {t('tour.details')}
      </h2>
      <div className="relative -mx-4 sm:mx-0 noscript:hidden">
        <div
          ref={listRef}
          role="tablist"
          aria-label={t('tour.details')}
          onKeyDown={onKeyDown}
          onScroll={measure}
          className="scrollbar-none flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:px-0"
        >
          {tabs.map((tab, index) => {
            const active = index === selected
            return (
              <button
                key={tab.key}
                ref={(element) => {
                  tabRefs.current[index] = element
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.key}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${tab.key}`}
                tabIndex={active ? 0 : -1}
                onClick={() => {
                  setSelected(index)
                  reveal(index)
                }}
                className={`-mb-px shrink-0 border-b-[3px] px-3 py-3 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-4 sm:px-4 sm:text-base ${active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {tab.label}
              </button>
            )
          })}
        </div>
        <span
          aria-hidden="true"
          data-tabs-fade="before"
          className={`pointer-events-none absolute inset-y-0 left-0 w-10 bg-gradient-to-r from-white to-white/0 transition-opacity ${more.before ? 'opacity-100' : 'opacity-0'}`}
        />
        <span
          aria-hidden="true"
          data-tabs-fade="after"
          className={`pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white to-white/0 transition-opacity ${more.after ? 'opacity-100' : 'opacity-0'}`}
        />
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          // A class, not the hidden attribute: without JavaScript every panel shows, one after
          // the other under its own heading, since the tabs cannot switch (decision 019).
          // The panels hold no controls of their own, so the panel itself takes focus after the tab.
          tabIndex={0}
          className={`pt-5 focus-visible:outline-offset-4 noscript:block ${index === selected ? '' : 'hidden'}`}
        >
          <h3 className="mb-3 hidden text-lg font-bold text-slate-900 noscript:block">{tab.label}</h3>
          {tab.content}
        </div>
      ))}
    </section>
  )
}

const bulletStyles = {
  include: { Icon: CheckIcon, color: 'text-emerald-700', empty: 'tour.noInclusions' },
  exclude: { Icon: CrossIcon, color: 'text-red-700', empty: 'tour.noExclusions' },
  know: { Icon: InfoIcon, color: 'text-brand-700', empty: 'tour.noKnow' },
  condition: { Icon: InfoIcon, color: 'text-slate-600', empty: 'tour.noConditions' },
} as const

/** One item per line (spec §3) as a bulleted list; the icon says which kind of list it is. */
function Bullets({ text, kind }: { text: string; kind: keyof typeof bulletStyles }) {
  const { Icon, color, empty } = bulletStyles[kind]
  const { t } = useTranslator()
  const lines = textLines(text)
  if (lines.length === 0) return <p className="text-slate-700">{t(empty)}</p>
  return (
    <ul className="flex flex-col gap-2.5">
      {lines.map((line, index) => (
        <li key={index} className="flex gap-3 text-slate-800">
          <Icon width={20} height={20} className={`mt-0.5 shrink-0 ${color}`} />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  )
}

/** Where exactly to meet (issue 31): the supplier's own words, above the itinerary. */
function MeetingPoint({ text, english }: { text: string; english: boolean }) {
  const { t } = useTranslator()
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-meeting-point>
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        <MapPinIcon width={20} height={20} className="text-brand-700" />
        {t('tour.meetingPoint')}
      </h3>
      <InEnglish english={english}>
        <p className="mt-2 whitespace-pre-line text-slate-800">{text}</p>
      </InEnglish>
    </div>
  )
}

function Conditions({ conditions, cancelPolicy }: { conditions: string; cancelPolicy: string }) {
  const { t, tag } = useTranslator()
  return (
    <div className="flex flex-col gap-6">
      <Bullets text={conditions} kind="condition" />
      {cancelPolicy ? (
        <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
          {/* The page's words, inside a tour text that may be marked lang="en". */}
          <h3 lang={tag} className="flex items-center gap-2 font-bold text-slate-900">
            <ShieldCheckIcon width={20} height={20} className="text-brand-700" />
            {t('tour.cancellationPolicy')}
          </h3>
          <p className="mt-2 text-slate-800">{cancelPolicy}</p>
        </div>
      ) : null}
    </div>
  )
}

/** Content left in English on a page in another language: lang="en" on it and the note after it. */
function InEnglish({ english, children }: { english: boolean; children: ReactNode }) {
  if (!english) return children
  return (
    <>
      <div lang="en">{children}</div>
      <ShownInEnglish className="mt-3" />
    </>
  )
}

import type { ItineraryItem } from '@serendib/domain/catalogue-api'
import { TourType, type TourTypeCode } from '@serendib/domain/tour-types'
import type { ReactNode } from 'react'

/**
 * The itinerary's own words in the reader's language: the traveller catalogue on the tour page
 * (`tour.day`, `tour.dayN`, `tour.noItinerary`), the portal's in the editor's preview.
 */
export interface ItineraryWords {
  /** The small word over the day's number in the badge ("Day", "Tag", "日"). */
  day: string
  /** A day's heading when the supplier's label says no more than its number ("Day 3", "3日目"). */
  dayN: (day: number) => string
  /** Shown when there are no items. */
  none: string
}

/** Spec §2: round tours read day by day; day tours and activities read by the clock. */
export function Itinerary({
  items,
  tourType,
  words,
  note = null,
}: {
  items: ItineraryItem[]
  tourType: TourTypeCode
  words: ItineraryWords
  note?: ReactNode
}) {
  if (items.length === 0) {
    return <p className="text-slate-700">{words.none}</p>
  }
  return tourType === TourType.round ? (
    <DayItinerary items={items} note={note} words={words} />
  ) : (
    <TimeItinerary items={items} note={note} />
  )
}

/**
 * On a page in another language, a field of the item with no translation is marked English
 * (decision 083); the page passes the note to show under such an item (the editor's preview,
 * always English, passes none).
 */
const englishLang = (item: ItineraryItem, field: 'label' | 'summery') =>
  item.untranslated?.includes(field) ? { lang: 'en' } : {}

/**
 * "Day 3" (in the reader's language) from the day number, or the supplier's own label when it
 * says more than that. A bare English "Day 3" label is the number alone, so it reads "Tag 3" on
 * a German page rather than staying English.
 */
export function dayHeading(
  item: Pick<ItineraryItem, 'day_number' | 'label'>,
  index: number,
  dayN: ItineraryWords['dayN'],
): { day: number; heading: string; own: boolean } {
  const day = item.day_number ?? index + 1
  const label = item.label.trim()
  const own = !!label && !/^day\s*\d+$/i.test(label)
  return { day, heading: own ? label : dayN(day), own }
}

function DayItinerary({
  items,
  note,
  words,
}: {
  items: ItineraryItem[]
  note: ReactNode
  words: ItineraryWords
}) {
  return (
    <ol className="flex flex-col gap-4">
      {items.map((item, index) => {
        const { day, heading, own } = dayHeading(item, index, words.dayN)
        return (
          <li key={index} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-700 leading-none font-bold text-white"
            >
              <span className="text-[0.625rem] tracking-wide uppercase">{words.day}</span>
              <span className="text-base">{day}</span>
            </span>
            <div className="flex-1 border-b border-slate-200 pb-4">
              <h3 className="font-bold text-slate-900" {...(own ? englishLang(item, 'label') : {})}>
                {heading}
              </h3>
              <p className="mt-1 text-slate-700" {...englishLang(item, 'summery')}>
                {item.summery}
              </p>
              {item.untranslated?.length ? note : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function TimeItinerary({ items, note }: { items: ItineraryItem[]; note: ReactNode }) {
  return (
    <ol className="relative flex flex-col gap-5 border-l-2 border-brand-200 pl-6">
      {items.map((item, index) => (
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[31px] h-3.5 w-3.5 rounded-full border-2 border-white bg-brand-700 ring-2 ring-brand-200"
          />
          {item.label ? (
            // Free text ("06:30", "Morning"), so no <time>: it needs a machine-readable value.
            <p className="text-sm font-bold tracking-wide text-brand-800" {...englishLang(item, 'label')}>
              {item.label}
            </p>
          ) : null}
          <p className="mt-0.5 text-slate-700" {...englishLang(item, 'summery')}>
            {item.summery}
          </p>
          {item.untranslated?.length ? note : null}
        </li>
      ))}
    </ol>
  )
}

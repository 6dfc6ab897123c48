import { monthOf } from '@serendib/domain/availability'
import { formatDisplayDate, parseDisplayDate } from '@serendib/domain/dates'
import { useState, type Ref } from 'react'
import { useMonthAvailability } from '../../lib/month-availability'
import { BookingDateField } from '../ui/booking-fields'
import { AvailabilityCalendar, DayNotes } from './availability-calendar'

interface Travellers {
  adults: number
  children: number
  infants: number
}

/**
 * The booking panel's date (issue 18): the typed dd/MM/yyyy field as before, whose calendar
 * button opens the tour's availability month instead of the browser's plain picker, and under
 * it what the chosen day has to say (places left, filling fast, open times).
 */
export function DateWithAvailability({
  id,
  activityId,
  value,
  travellers,
  onChange,
  minDate,
  invalid,
  inputRef,
}: {
  id: string
  activityId: number
  value: string
  travellers: Travellers
  onChange: (display: string) => void
  minDate: () => string
  invalid: boolean
  inputRef: Ref<HTMLInputElement>
}) {
  const chosen = parseDisplayDate(value)
  const [open, setOpen] = useState(false)
  const [viewMonth, setViewMonth] = useState<string | null>(null)
  const month = open ? (viewMonth ?? monthOf(chosen ?? minDate())) : chosen ? monthOf(chosen) : null
  const state = useMonthAvailability(
    month
      ? {
          activityId,
          month,
          // Nobody chosen yet still prices one adult, the usual first look.
          adults: travellers.adults + travellers.children + travellers.infants === 0 ? 1 : travellers.adults,
          children: travellers.children,
          infants: travellers.infants,
        }
      : null,
  )
  const calendarId = `${id}-calendar`
  const chosenDay =
    state?.status === 'ok' && chosen ? state.month.days.find((day) => day.date === chosen) : undefined

  return (
    <div className="flex flex-col gap-2">
      <BookingDateField
        id={id}
        value={value}
        onChange={onChange}
        minDate={minDate}
        invalid={invalid}
        inputRef={inputRef}
        calendar={{
          open,
          controls: calendarId,
          toggle: () => {
            // The calendar opens on the month of the chosen date (issue 18), else the first bookable one.
            setViewMonth(monthOf(chosen ?? minDate()))
            setOpen(!open)
          },
        }}
      />
      {open && month ? (
        <AvailabilityCalendar
          id={calendarId}
          month={month}
          state={state}
          selected={chosen}
          onMonth={setViewMonth}
          onChoose={(date) => {
            onChange(formatDisplayDate(date))
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
      <DayNotes day={chosenDay} />
    </div>
  )
}

/**
 * Calendar dates and months in requests: yyyy-MM-dd and yyyy-MM, Asia/Colombo (decision 005).
 * The pattern alone let 2026-02-30, 9999-99-99 and 9999-12-31 through to date arithmetic and SQL,
 * where they became another day, an invalid instant or a 500 (issue 27). A date here is a real
 * day from 1900 to 2999: every day a tour, a booking or a filter of the console can mean.
 */
import { z } from 'zod'
import { isIsoDate } from '../dates.ts'

export const FIRST_YEAR = 1900
export const LAST_YEAR = 2999

const inYears = (text: string) => {
  const year = Number(text.slice(0, 4))
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

/** A real calendar day, 1900-01-01 to 2999-12-31; `message` for anything else. */
export const calendarDateSchema = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((text) => isIsoDate(text) && inYears(text), message)

/** A calendar month, 1900-01 to 2999-12. */
export const calendarMonthSchema = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message)
    .refine(inYears, message)

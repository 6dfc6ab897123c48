/**
 * Attendance of a booking (issue 14, decision 049): recorded beside the booking status (the spec's
 * statuses stay as they are) with its own small graph, so a traveller is either checked in or a
 * no-show, never both, and neither is undone by the supplier.
 */
import { BookingStatus } from './booking-status.ts'

export const attendanceTransitions = {
  expected: { check_in: 'checked_in', no_show: 'no_show' },
  checked_in: {},
  no_show: {},
} as const
export type AttendanceState = keyof typeof attendanceTransitions
export type AttendanceAction = 'check_in' | 'no_show'

/** A no-show may be reported from the start until this many hours after it. */
export const NO_SHOW_WINDOW_HOURS = 24
const HOUR = 3_600_000

export function attendanceState(checkedInAt: unknown, noShowAt: unknown): AttendanceState {
  return checkedInAt ? 'checked_in' : noShowAt ? 'no_show' : 'expected'
}

export function nextAttendance(from: AttendanceState, action: AttendanceAction): AttendanceState | null {
  const targets: Partial<Record<string, AttendanceState>> = attendanceTransitions[from]
  return targets[action] ?? null
}

export const AttendanceMessages = {
  noShowReported: 'No-show reported.',
  noShowTooEarly: 'A no-show can be reported only once the tour has started.',
  noShowTooLate: `A no-show can be reported only within ${NO_SHOW_WINDOW_HOURS} hours after the start.`,
  noShowNotConfirmed: 'Only a confirmed booking can be reported as a no-show.',
  alreadyCheckedIn: 'This traveller was checked in: a no-show can not be reported.',
  alreadyNoShow: 'This booking was already reported as a no-show.',
  checkInAfterNoShow: 'This booking was reported as a no-show: it can not be checked in.',
} as const

/** Statuses in which a tour may have run (the completion job may already have completed it). */
const RAN = new Set<number>([BookingStatus.confirmed, BookingStatus.completed])

/**
 * Why a no-show may not be reported now, or null when it may: the booking ran (confirmed or
 * completed), nobody checked in, none was reported, and `now` is from the start to 24 h after.
 */
export function noShowRefusal(input: {
  status: number
  checkedInAt: unknown
  noShowAt: unknown
  startsAt: Date
  now: Date
}): string | null {
  const state = attendanceState(input.checkedInAt, input.noShowAt)
  if (nextAttendance(state, 'no_show') === null)
    return state === 'checked_in' ? AttendanceMessages.alreadyCheckedIn : AttendanceMessages.alreadyNoShow
  if (!RAN.has(input.status)) return AttendanceMessages.noShowNotConfirmed
  const since = input.now.getTime() - input.startsAt.getTime()
  if (since < 0) return AttendanceMessages.noShowTooEarly
  if (since > NO_SHOW_WINDOW_HOURS * HOUR) return AttendanceMessages.noShowTooLate
  return null
}

/** Whether the portal offers "Report no-show" (the server checks again with its own clock). */
export function canReportNoShow(input: Parameters<typeof noShowRefusal>[0]): boolean {
  return noShowRefusal(input) === null
}

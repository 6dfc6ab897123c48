import { describe, expect, it } from 'vitest'
import { AttendanceMessages, attendanceState, nextAttendance, noShowRefusal } from './attendance.ts'
import { BookingStatus } from './booking-status.ts'

const startsAt = new Date('2026-12-01T03:30:00Z') // 09:00 in Colombo
const at = (iso: string) => new Date(iso)
const base = { status: BookingStatus.confirmed, checkedInAt: null, noShowAt: null, startsAt }

describe('attendance graph', () => {
  it('moves an expected traveller to checked in or no-show, and nothing further', () => {
    expect(nextAttendance('expected', 'check_in')).toBe('checked_in')
    expect(nextAttendance('expected', 'no_show')).toBe('no_show')
    expect(nextAttendance('checked_in', 'no_show')).toBeNull()
    expect(nextAttendance('no_show', 'check_in')).toBeNull()
    expect(attendanceState(null, null)).toBe('expected')
    expect(attendanceState(new Date(), null)).toBe('checked_in')
    expect(attendanceState(null, new Date())).toBe('no_show')
  })
})

describe('no-show window', () => {
  it('opens at the start and closes 24 h later', () => {
    expect(noShowRefusal({ ...base, now: at('2026-12-01T03:29:59Z') })).toBe(
      AttendanceMessages.noShowTooEarly,
    )
    expect(noShowRefusal({ ...base, now: at('2026-12-01T03:30:00Z') })).toBeNull()
    expect(noShowRefusal({ ...base, now: at('2026-12-02T03:30:00Z') })).toBeNull()
    expect(noShowRefusal({ ...base, now: at('2026-12-02T03:30:01Z') })).toBe(AttendanceMessages.noShowTooLate)
  })

  it('needs a booking that ran and nobody checked in or reported before', () => {
    const now = at('2026-12-01T05:00:00Z')
    expect(noShowRefusal({ ...base, status: BookingStatus.completed, now })).toBeNull()
    expect(noShowRefusal({ ...base, status: BookingStatus.pending, now })).toBe(
      AttendanceMessages.noShowNotConfirmed,
    )
    expect(noShowRefusal({ ...base, status: BookingStatus.canceled, now })).toBe(
      AttendanceMessages.noShowNotConfirmed,
    )
    expect(noShowRefusal({ ...base, checkedInAt: now, now })).toBe(AttendanceMessages.alreadyCheckedIn)
    expect(noShowRefusal({ ...base, noShowAt: now, now })).toBe(AttendanceMessages.alreadyNoShow)
  })
})

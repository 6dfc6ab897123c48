import type { AvailabilityMonth, AvailabilityResponse } from '@serendib/domain/api/availability'
import { useEffect, useState } from 'react'
import { browserApi } from './browser-api'

export type MonthState =
  { status: 'loading' } | { status: 'ok'; month: AvailabilityMonth } | { status: 'error' }

export interface MonthAsk {
  activityId: number
  /** "yyyy-MM" */
  month: string
  adults: number
  children: number
  infants: number
}

const monthPath = (ask: MonthAsk) =>
  `/api/activity/availability?id=${ask.activityId}&month=${ask.month}&na=${ask.adults}&nc=${ask.children}&ni=${ask.infants}`

/** GET /api/activity/availability for the calendar; null `ask` fetches nothing. A newer ask aborts the older. */
export function useMonthAvailability(ask: MonthAsk | null): MonthState | null {
  const [state, setState] = useState<MonthState | null>(null)
  const path = ask ? monthPath(ask) : null
  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    void browserApi.get<AvailabilityResponse>(path, { signal: controller.signal }).then((reply) => {
      if (controller.signal.aborted) return
      setState(reply.ok ? { status: 'ok', month: reply.body.data } : { status: 'error' })
    })
    return () => controller.abort()
  }, [path])
  return path ? state : null
}

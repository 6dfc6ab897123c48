import type { QuoteReply } from '@serendib/domain/api/booking'
import type { AvailableTime } from '@serendib/domain/api/supplier-tours'
import type { ApiReply } from '@serendib/domain/api-client'
import type { CostRequest } from '@serendib/domain/cart'
import { useEffect, useRef, useState } from 'react'
import { browserApi } from './browser-api'
import { useTranslator } from './i18n'
import { serverMessage } from './reply-messages'

/** A successful POST /api/activity/cost reply (docs/booking-api.md), the parts the panels show. */
export type CostQuote = Pick<
  QuoteReply,
  | 'amount'
  | 'amount_cents'
  | 'amount_formatted'
  | 'min_date'
  | 'list_amount_cents'
  | 'available_times'
  | 'payment_plan'
  | 'pay_today_cents'
  | 'balance_cents'
  | 'balance_due_date'
  | 'option'
>

export type CostResult =
  | { ok: true; quote: CostQuote }
  | {
      ok: false
      message: string
      minDate: string | null
      aborted?: boolean
      /** Tours with start times: the day's starts, also when the chosen one was refused. */
      availableTimes?: AvailableTime[]
    }

/** A refusal's min_date: the earliest bookable day, when the server knows the tour. */
function refusalMinDate(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('min_date' in body)) return null
  return typeof body.min_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.min_date) ? body.min_date : null
}

/** Ours: the estimate could not be had at all (network, server fault). */
export const PRICE_FAILED = 'Could not get a price, please try again'

/**
 * Reads a cost reply. Spec §8: on an error the server's message is shown (4xx only: a 5xx
 * has no words for the visitor) and the amount is cleared.
 */
export function costResult(reply: ApiReply<QuoteReply>): CostResult {
  if (reply.ok) {
    const { amount, amount_cents, amount_formatted, min_date, list_amount_cents, available_times, option } =
      reply.body
    const { payment_plan, pay_today_cents, balance_cents, balance_due_date } = reply.body
    return {
      ok: true,
      quote: {
        amount,
        amount_cents,
        amount_formatted,
        min_date,
        list_amount_cents,
        available_times,
        payment_plan,
        pay_today_cents,
        balance_cents,
        balance_due_date,
        option,
      },
    }
  }
  const body = reply.body as { available_times?: unknown } | null
  return {
    ok: false,
    message: serverMessage(reply.status, reply.body) ?? PRICE_FAILED,
    minDate: refusalMinDate(reply.body),
    ...(Array.isArray(body?.available_times)
      ? { availableTimes: body.available_times as AvailableTime[] }
      : {}),
  }
}

/**
 * One estimate; an aborted request resolves as `aborted` so callers simply drop it. `lang`, the
 * page's language, names the option and its vehicles in it (decision 088).
 */
export async function fetchCost(
  request: CostRequest,
  signal?: AbortSignal,
  lang?: string,
): Promise<CostResult> {
  const body = lang && lang !== 'en' ? { ...request, lang } : request
  const reply = await browserApi.post<QuoteReply>('/api/activity/cost', body, { signal })
  if (signal?.aborted) return { ok: false, message: '', minDate: null, aborted: true }
  return costResult(reply)
}

/** Spec §2: the total follows the form as it is filled; ~250 ms keeps a burst of clicks to one call. */
export const COST_DEBOUNCE_MS = 250

export type CostState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ok'; key: string; quote: CostQuote }
  | { status: 'error'; key: string; message: string; minDate: string | null }

export const costKey = (request: CostRequest) =>
  `${request.aid}|${request.pud}|${request.pul}|${request.na}|${request.nc}|${request.ni}|${request.start_time ?? ''}|${request.option_id ?? ''}`

function requestFromKey(key: string): CostRequest {
  const [aid, pud, pul, na, nc, ni, startTime, optionId] = key.split('|')
  return {
    aid: Number(aid),
    pud: pud ?? '',
    pul: Number(pul),
    na: Number(na),
    nc: Number(nc),
    ni: Number(ni),
    ...(startTime ? { start_time: startTime } : {}),
    ...(optionId ? { option_id: Number(optionId) } : {}),
  }
}

/**
 * The live estimate for `request` (null: nothing to price). Debounced, and a newer request
 * aborts the one in flight, so a late reply never overwrites a newer choice. `onResult` sees
 * every settled reply (to show its message or store its amount).
 */
export function useCostEstimate(
  request: CostRequest | null,
  onResult?: (request: CostRequest, result: Exclude<CostResult, { aborted: true }>) => void,
): CostState {
  const [state, setState] = useState<CostState>({ status: 'idle' })
  const { locale } = useTranslator()
  const key = request ? costKey(request) : null
  const onResultRef = useRef(onResult)
  useEffect(() => {
    onResultRef.current = onResult
  })
  // The request object is rebuilt on every render; its key is what changes.
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' })
      return
    }
    const current = requestFromKey(key)
    setState({ status: 'loading', key })
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      const result = await fetchCost(current, controller.signal, locale)
      if (controller.signal.aborted || (!result.ok && result.aborted)) return
      setState(
        result.ok
          ? { status: 'ok', key, quote: result.quote }
          : { status: 'error', key, message: result.message, minDate: result.minDate },
      )
      onResultRef.current?.(current, result)
    }, COST_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [key, locale])

  return state
}

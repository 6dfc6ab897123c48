import type { CostRequest } from '@serendib/domain/cart'
import { useEffect, useRef, useState } from 'react'
import { bodyMessage } from './reply-messages'

/** A successful POST /api/activity/cost reply (docs/booking-api.md). */
export interface CostQuote {
  amount: number
  amount_cents: number
  amount_formatted: string
  min_date: string | null
}

export type CostResult =
  { ok: true; quote: CostQuote } | { ok: false; message: string; minDate: string | null; aborted?: boolean }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null

/** Ours: the estimate could not be had at all (network, server fault). */
export const PRICE_FAILED = 'Could not get a price, please try again'

/**
 * Reads a cost reply. Spec §8: on an error the server's message is shown (4xx only: a 5xx
 * has no words for the visitor) and the amount is cleared.
 */
export function parseCostReply(status: number, body: unknown): CostResult {
  if (status >= 200 && status < 300 && isObject(body)) {
    const cents = body.amount_cents
    const amount = body.amount
    if (typeof cents === 'number' && Number.isSafeInteger(cents) && typeof amount === 'number') {
      const formatted = body.amount_formatted ?? body.amountFormatted
      return {
        ok: true,
        quote: {
          amount,
          amount_cents: cents,
          amount_formatted: typeof formatted === 'string' ? formatted : '',
          min_date: isoDate(body.min_date),
        },
      }
    }
  }
  const said = status >= 400 && status < 500 ? bodyMessage(body) : null
  return {
    ok: false,
    message: said ?? PRICE_FAILED,
    minDate: isObject(body) ? isoDate(body.min_date) : null,
  }
}

/** One estimate; an aborted request resolves as `aborted` so callers simply drop it. */
export async function fetchCost(request: CostRequest, signal?: AbortSignal): Promise<CostResult> {
  try {
    const response = await fetch('/api/activity/cost', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal,
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return parseCostReply(response.status, body)
  } catch {
    if (signal?.aborted) return { ok: false, message: '', minDate: null, aborted: true }
    return { ok: false, message: PRICE_FAILED, minDate: null }
  }
}

/** Spec §2: the total follows the form as it is filled; ~250 ms keeps a burst of clicks to one call. */
export const COST_DEBOUNCE_MS = 250

export type CostState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ok'; key: string; quote: CostQuote }
  | { status: 'error'; key: string; message: string; minDate: string | null }

export const costKey = (request: CostRequest) =>
  `${request.aid}|${request.pud}|${request.pul}|${request.na}|${request.nc}|${request.ni}`

function requestFromKey(key: string): CostRequest {
  const [aid, pud, pul, na, nc, ni] = key.split('|')
  return {
    aid: Number(aid),
    pud: pud ?? '',
    pul: Number(pul),
    na: Number(na),
    nc: Number(nc),
    ni: Number(ni),
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
      const result = await fetchCost(current, controller.signal)
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
  }, [key])

  return state
}

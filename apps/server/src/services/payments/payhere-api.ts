/**
 * PayHere's merchant REST APIs (refund, retrieval), behind OAuth client credentials made from a
 * business app's id and secret. Plain fetch with a timeout; never called inside a transaction.
 */
import type { PayHereConfig } from '../../config.ts'
import { centsToDecimal } from './amounts.ts'

const TIMEOUT_MS = 15_000

type ApiConfig = Pick<PayHereConfig, 'baseUrl' | 'appId' | 'appSecret'>

async function accessToken(cfg: ApiConfig): Promise<string> {
  if (!cfg.appId || !cfg.appSecret) throw new Error('PAYHERE_APP_ID and PAYHERE_APP_SECRET are not set')
  const response = await fetch(`${cfg.baseUrl}/merchant/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${cfg.appId}:${cfg.appSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const json = (await response.json().catch(() => null)) as { access_token?: unknown } | null
  if (!response.ok || typeof json?.access_token !== 'string') {
    throw new Error(`PayHere token request failed (HTTP ${response.status})`)
  }
  return json.access_token
}

interface ApiAnswer {
  status?: unknown
  msg?: unknown
  data?: unknown
}

async function call(
  cfg: ApiConfig,
  path: string,
  init: RequestInit = {},
): Promise<{ http: number; body: ApiAnswer }> {
  const token = await accessToken(cfg)
  const response = await fetch(`${cfg.baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  return { http: response.status, body: ((await response.json().catch(() => null)) ?? {}) as ApiAnswer }
}

/** Refunds a PayHere payment, all of it or (amountCents given) part of it. */
export async function payhereRefund(
  cfg: ApiConfig,
  input: { payherePaymentId: string; description: string; amountCents?: number },
): Promise<{ ok: boolean; refundId?: string; error?: string }> {
  const { http, body } = await call(cfg, '/merchant/v1/payment/refund', {
    method: 'POST',
    body: JSON.stringify({
      payment_id: input.payherePaymentId,
      description: input.description.slice(0, 250),
      ...(input.amountCents === undefined ? {} : { amount: Number(centsToDecimal(input.amountCents)) }),
    }),
  })
  if (http >= 200 && http < 300 && Number(body.status) === 1) {
    return {
      ok: true,
      refundId: body.data === null || body.data === undefined ? undefined : String(body.data),
    }
  }
  return {
    ok: false,
    error: typeof body.msg === 'string' ? body.msg : `PayHere refund failed (HTTP ${http})`,
  }
}

export interface RetrievedPayment {
  paymentId: string
  orderId: string
  /** RECEIVED, REFUNDED, CHARGEBACKED, … */
  status: string
  currency: string
  /** As PayHere gives it: a JSON number of dollars. */
  amount: string
}

/** The payments PayHere holds for one merchant order id (its retrieval API); [] when none. */
export async function payhereRetrieve(cfg: ApiConfig, orderId: string): Promise<RetrievedPayment[]> {
  const { http, body } = await call(
    cfg,
    `/merchant/v1/payment/search?order_id=${encodeURIComponent(orderId)}`,
  )
  if (http < 200 || http >= 300 || Number(body.status) !== 1 || !Array.isArray(body.data)) return []
  return (body.data as Record<string, unknown>[]).map((p) => ({
    paymentId: String(p.payment_id ?? ''),
    orderId: String(p.order_id ?? ''),
    status: String(p.status ?? ''),
    currency: String(p.currency ?? ''),
    amount: String(p.amount ?? ''),
  }))
}

/**
 * Test helper: a local stand-in for the PayHere host. It takes the checkout form POST (checking
 * merchant id and hash like PayHere), "charges", posts a real md5sig-signed notification to the
 * form's notify_url, and answers the OAuth, refund and retrieval APIs.
 */
import { randomInt } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { payhereCheckoutHash, payhereNotifySignature } from '../services/payments/payhere.ts'

export interface StandInOptions {
  merchantId: string
  merchantSecret: string
  appId: string
  appSecret: string
}

export interface StandInPayment {
  payment_id: string
  order_id: string
  amount: string
  currency: string
  status: 'RECEIVED' | 'REFUNDED' | 'CHARGEBACKED'
  date: string
}

export interface PayHereStandIn {
  url: string
  /** status_code the next checkout ends with (2 by default). */
  nextStatus: number
  /** false: take the money but lose the notification (it is still kept in `notifications`). */
  deliver: boolean
  checkouts: Record<string, string>[]
  notifications: Record<string, string>[]
  refunds: Record<string, unknown>[]
  /** Every refund API request, refused ones too. */
  refundRequests: Record<string, unknown>[]
  /** Every retrieval API request's order_id. */
  searches: string[]
  payments: StandInPayment[]
  /** A notification as PayHere signs it; `overrides` may change any field after signing. */
  notification(fields: NotificationFields, overrides?: Record<string, string>): Record<string, string>
  post(url: string, fields: Record<string, string>): Promise<number>
  close(): Promise<void>
}

export interface NotificationFields {
  order_id: string
  payment_id: string
  payhere_amount: string
  payhere_currency: string
  status_code: string
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

export async function startPayHereStandIn(options: StandInOptions): Promise<PayHereStandIn> {
  const tokens = new Set<string>()
  const standIn: PayHereStandIn = {
    url: '',
    nextStatus: 2,
    deliver: true,
    checkouts: [],
    notifications: [],
    refunds: [],
    refundRequests: [],
    searches: [],
    payments: [],
    notification(fields, overrides = {}) {
      const md5sig = payhereNotifySignature(options, { merchant_id: options.merchantId, ...fields })
      return {
        merchant_id: options.merchantId,
        ...fields,
        md5sig,
        status_message:
          fields.status_code === '2' ? 'Successfully completed the payment.' : 'Payment not completed',
        method: 'VISA',
        card_holder_name: 'Nimal Perera',
        card_no: '************4242',
        card_expiry: '12/30',
        custom_1: '',
        custom_2: '',
        recurring: '0',
        ...overrides,
      }
    },
    async post(url, fields) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      })
      await response.text()
      return response.status
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  async function checkout(body: string, response: http.ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(body))
    const { merchant_id = '', order_id = '', amount = '', currency = '', hash = '' } = form
    const expected = payhereCheckoutHash(options, order_id, amount, currency)
    if (merchant_id !== options.merchantId || hash !== expected) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      return response.end('Unauthorized payment request')
    }
    standIn.checkouts.push(form)
    const status = standIn.nextStatus
    const paymentId = String(320_000_000_000 + randomInt(1, 999_999_999))
    if (status === 2) {
      const date = new Date().toISOString().replace('T', ' ').slice(0, 19)
      standIn.payments.push({ payment_id: paymentId, order_id, amount, currency, status: 'RECEIVED', date })
    }
    const notification = standIn.notification({
      order_id,
      payment_id: paymentId,
      payhere_amount: amount,
      payhere_currency: currency,
      status_code: String(status),
    })
    standIn.notifications.push(notification)
    if (standIn.deliver) await standIn.post(form.notify_url ?? '', notification)
    response.writeHead(302, { location: status === -1 ? (form.cancel_url ?? '') : (form.return_url ?? '') })
    response.end()
  }

  function oauth(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const basic = `Basic ${Buffer.from(`${options.appId}:${options.appSecret}`).toString('base64')}`
    if (
      request.headers.authorization !== basic ||
      new URLSearchParams(body).get('grant_type') !== 'client_credentials'
    ) {
      return json(response, 401, { error: 'invalid_client' })
    }
    const token = `tok-${randomInt(1, 1e9)}`
    tokens.add(token)
    return json(response, 200, {
      access_token: token,
      token_type: 'bearer',
      expires_in: 599,
      scope: 'SANDBOX',
    })
  }

  function refund(body: string, response: http.ServerResponse) {
    const request = JSON.parse(body) as Record<string, unknown>
    standIn.refundRequests.push(request)
    const payment = standIn.payments.find((p) => p.payment_id === String(request.payment_id))
    if (!payment || payment.status !== 'RECEIVED') {
      return json(response, 400, { status: -1, msg: 'Invalid payment', data: null })
    }
    standIn.refunds.push(request)
    if (request.amount === undefined) payment.status = 'REFUNDED'
    return json(response, 200, {
      status: 1,
      msg: 'Successfully processed the refund',
      data: randomInt(1, 1e9),
    })
  }

  /** The retrieval API's answer, in PayHere's shape (amounts and payment ids as JSON numbers). */
  function search(url: URL, response: http.ServerResponse) {
    const orderId = url.searchParams.get('order_id') ?? ''
    standIn.searches.push(orderId)
    const found = standIn.payments.filter((p) => p.order_id === orderId)
    if (found.length === 0) return json(response, 200, { status: -1, msg: 'No payments found', data: null })
    return json(response, 200, {
      status: 1,
      msg: `Payments with order_id:${orderId}`,
      data: found.map((p) => ({
        payment_id: Number(p.payment_id),
        order_id: p.order_id,
        date: p.date,
        description: 'Serendib booking',
        status: p.status,
        currency: p.currency,
        amount: Number(p.amount),
        customer: {
          fist_name: 'Nimal',
          last_name: 'Perera',
          email: 'nimal@example.com',
          phone: '+94771234567',
        },
        amount_detail: {
          currency: p.currency,
          gross: Number(p.amount),
          fee: Math.round(Number(p.amount) * 3.3) / 100,
          net: Math.round(Number(p.amount) * 96.7) / 100,
          exchange_rate: 1,
          exchange_from: p.currency,
          exchange_to: p.currency,
        },
        payment_method: { method: 'VISA', card_customer_name: 'N Perera', card_no: '************4242' },
        items: null,
      })),
    })
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
      if (request.method === 'POST' && url.pathname === '/pay/checkout') return checkout(body, response)
      if (request.method === 'POST' && url.pathname === '/merchant/v1/oauth/token')
        return oauth(request, body, response)
      if (url.pathname.startsWith('/merchant/v1/') && !tokens.has(bearer)) {
        return json(response, 401, { error: 'invalid_token' })
      }
      if (request.method === 'POST' && url.pathname === '/merchant/v1/payment/refund')
        return refund(body, response)
      if (request.method === 'GET' && url.pathname === '/merchant/v1/payment/search')
        return search(url, response)
      response.writeHead(404)
      response.end()
    })().catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return standIn
}

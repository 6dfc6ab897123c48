/**
 * Server-rendered pages of the hosted payment step (no React: they must work without the web
 * build and without script). One inline <style> block, which the CSP allows; every value escaped.
 */
import { formatUsd } from '@serendib/domain/money'
import { escapeHtml as e } from '../email/enqueue-email.ts'
import type { PaymentPage } from './payment-page.ts'
import { SANDBOX_TEST_CARDS } from './sandbox-cards.ts'

const STYLE = `
body{margin:0;background:#f5f5f4;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917}
main{max-width:480px;margin:32px auto;background:#fff;border-radius:8px;padding:24px 28px;box-shadow:0 1px 3px #0002}
h1{font-size:22px;margin:0 0 4px}.brand{color:#0f766e;font-weight:700;letter-spacing:1px}
.total{font-size:28px;font-weight:700;margin:8px 0 16px}ul.items{padding-left:18px;color:#44403c}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #a8a29e;border-radius:6px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:6px;background:#0f766e;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
button.secondary{background:#e7e5e4;color:#1c1917}.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;padding:10px 12px;border-radius:6px}
.note{font-size:14px;color:#57534e}table.cards{font-size:14px;border-collapse:collapse;margin-top:8px}table.cards td{padding:2px 12px 2px 0}
a{color:#0f766e}code{font-size:14px}`

export function htmlPage(title: string, body: string, scriptNonce?: string, script?: string): string {
  const js = script && scriptNonce ? `<script nonce="${e(scriptNonce)}">${script}</script>` : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand">Serendib</div>${body}</main>${js}</body></html>`
}

function summary(page: PaymentPage): string {
  const items = page.lines.map((l) => `<li>${e(l.title)}, ${e(l.date)}, ${e(l.travellers)}</li>`).join('')
  return `<p class="note">Reference ${e(page.reference)}</p>
<div class="total" data-total>${e(formatUsd(page.amountCents))}</div>
<ul class="items">${items}</ul>`
}

export function paidPage(page: PaymentPage): string {
  return htmlPage(
    'Serendib payment',
    `<h1>This payment is complete</h1>${summary(page)}
<p><a href="${e(page.completeUrl)}">Return to the shop</a></p>`,
  )
}

export function expiredPage(page: PaymentPage): string {
  return htmlPage(
    'Serendib payment',
    `<h1>This order has expired</h1>${summary(page)}
<p>The time to pay for this order has run out and its places were released. Nothing was charged.</p>
<p><a href="${e(page.cancelUrl)}">Return to the shop</a></p>`,
  )
}

export function lateRefundPage(page: PaymentPage): string {
  return htmlPage(
    'Serendib payment',
    `<h1>Payment refunded</h1>${summary(page)}
<p>Your payment arrived after this order expired and its places were gone, so it has been refunded in full.</p>
<p><a href="${e(page.cancelUrl)}">Return to the shop</a></p>`,
  )
}

export function notFoundPage(): string {
  return htmlPage('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>')
}

export interface CardFormState {
  message?: string
  name?: string
  expiry?: string
}

/** The sandbox's card form. The card number and CVC are never echoed back. */
export function sandboxCardPage(page: PaymentPage, action: string, state: CardFormState = {}): string {
  const cards = SANDBOX_TEST_CARDS.map(
    (c) =>
      `<tr><td><code>${e(c.number.replace(/(\d{4})(?=\d)/g, '$1 '))}</code></td><td>${e(c.label)}</td></tr>`,
  ).join('')
  const error = state.message ? `<p class="error" role="alert">${e(state.message)}</p>` : ''
  return htmlPage(
    'Serendib test payment',
    `<h1>Serendib test payment</h1>${summary(page)}${error}
<form method="post" action="${e(action)}" autocomplete="off">
<label for="name">Name on card</label><input id="name" name="name" required maxlength="100" value="${e(state.name ?? '')}" autocomplete="cc-name">
<label for="number">Card number</label><input id="number" name="number" required inputmode="numeric" maxlength="23" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required maxlength="7" placeholder="MM/YY" value="${e(state.expiry ?? '')}" autocomplete="cc-exp"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" required inputmode="numeric" maxlength="4" autocomplete="cc-csc"></div></div>
<button type="submit">Pay ${e(formatUsd(page.amountCents))}</button>
</form>
<p class="note">This is a test payment page: no real card is charged. Use any future expiry date and any CVC with these numbers:</p>
<table class="cards">${cards}</table>
<p><a href="${e(page.cancelUrl)}">Cancel and return to the shop</a></p>`,
  )
}

/** The 3-D-Secure-style confirmation step. */
export function sandboxAuthenticationPage(page: PaymentPage, action: string, challenge: string): string {
  return htmlPage(
    'Serendib test payment',
    `<h1>Confirm this payment</h1>${summary(page)}
<p>Your bank asks you to confirm this payment (a test of 3-D Secure authentication).</p>
<form method="post" action="${e(action)}">
<input type="hidden" name="challenge" value="${e(challenge)}">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>`,
  )
}

/** Our CSP allows forms to post to ourselves only; the hand-off page must post to the PayHere host. */
export function payhereCheckoutPolicy(nonce: string, payhereOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${payhereOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** The hand-off to PayHere: a form POST to its checkout; a script submits it when scripts run. */
export function payhereCheckoutPage(
  page: PaymentPage,
  action: string,
  fields: Record<string, string>,
  scriptNonce: string | undefined,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`)
    .join('\n')
  return htmlPage(
    'Continue to PayHere',
    `<h1>Pay with PayHere</h1>${summary(page)}
<form id="payhere" method="post" action="${e(action)}">
${inputs}
<button type="submit">Continue to PayHere</button>
</form>
<p class="note">You will be taken to PayHere, our payment partner, to pay by card.</p>
<p><a href="${e(page.cancelUrl)}">Cancel and return to the shop</a></p>`,
    scriptNonce,
    "document.getElementById('payhere').submit()",
  )
}

import type { CheckoutReply } from '@serendib/domain/api/booking'
import { cartTotalCents } from '@serendib/domain/cart'
import {
  cartCheckoutProblem,
  checkoutBody,
  leadAsContact,
  type CheckoutContact,
} from '@serendib/domain/cart-checkout'
import { checkoutAgreementProblem, checkoutItemProblem, CheckoutMessages } from '@serendib/domain/checkout'
import { Messages } from '@serendib/domain/messages'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { formatUsd } from '@serendib/domain/money'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { LoginCaptcha } from '../components/auth/login-captcha'
import { AgreementBox } from '../components/checkout/agreement-box'
import { ContactFields } from '../components/checkout/contact-fields'
import { CheckoutItemSection } from '../components/checkout/checkout-item-section'
import { MemberNotice } from '../components/checkout/member-notice'
import { OrderSummary } from '../components/checkout/order-summary'
import { RefundPolicyDialog } from '../components/checkout/refund-policy-dialog'
import { ChargedPrice } from '../components/ui/charged-price'
import { NeedsJavaScript } from '../components/ui/needs-javascript'
import { useSnackbar } from '../components/ui/snackbar'
import { authedApi, useSession } from '../lib/auth-session'
import { browserApi } from '../lib/browser-api'
import { cartStore, useCart } from '../lib/cart-store'
import {
  checkoutFieldId,
  paymentLink,
  problemFieldId,
  storedContact,
  withContact,
  type FieldProblem,
} from '../lib/checkout-form'
import { privatePageMeta } from '../lib/page-meta'
import { captchaRequired, serverMessage } from '../lib/reply-messages'
import { useEmptyCartRedirect } from '../lib/use-empty-cart-redirect'

export function meta() {
  return privatePageMeta('Checkout')
}

/**
 * Spec §2 Checkout: per cart item the travellers and pick-up, one contact block, the terms
 * and refund-policy boxes, 'Confirm & Pay' and the order summary. The details are kept in the
 * cart, so a reload or a cancelled payment comes back to a filled form.
 */
export default function Checkout() {
  const cart = useCart()
  const hydrated = useEmptyCartRedirect(cart)
  const session = useSession()
  const showSnackbar = useSnackbar()
  const [sameAsLead, setSameAsLead] = useState(false)
  const [terms, setTerms] = useState(false)
  const [refund, setRefund] = useState(false)
  const [problem, setProblem] = useState<FieldProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const [refundPolicyOpen, setRefundPolicyOpen] = useState(false)
  // A visitor whose address already holds an unpaid order solves the captcha before another
  // hold (decision 032). A solution is single-use: each refused try remounts it (round).
  const [captcha, setCaptcha] = useState<{ round: number; payload: string } | null>(null)

  useEffect(() => {
    // Back from the payment page, the browser may show this page as it was left: busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const contact = sameAsLead ? leadAsContact(cart) : storedContact(cart)
  const cartProblem = cartCheckoutProblem(cart)

  function changeContact(patch: Partial<CheckoutContact>) {
    const next = { ...storedContact(cart), ...patch }
    cartStore().updateAll((item) => withContact(item, next))
  }

  function toggleSameAsLead(same: boolean) {
    setSameAsLead(same)
    // Kept when the box is cleared again, so the visitor edits from the lead's details.
    if (same) changeContact(leadAsContact(cart))
  }

  function fail(message: string, fieldId: string | null) {
    showSnackbar(message, 'error')
    setProblem(fieldId ? { id: fieldId, message } : null)
    if (!fieldId) return
    // After the render that marks it: the field may only now be visible (pick-up type).
    requestAnimationFrame(() => {
      const field = document.getElementById(fieldId)
      field?.focus({ preventScroll: true })
      field?.scrollIntoView({ block: 'center' })
    })
  }

  async function confirm() {
    if (busy) return
    if (cartProblem) return fail(cartProblem, null)
    const body = checkoutBody(cart, contact, window.location.origin)
    // Spec §5 Checkout: per item in order, then the two boxes; the first failure stops.
    for (const [index, booking] of body.booking.entries()) {
      const message = checkoutItemProblem(booking)
      if (message) return fail(message, problemFieldId(message, index))
    }
    const agreement = checkoutAgreementProblem(terms, refund)
    if (agreement) return fail(agreement, problemFieldId(agreement, 0))
    if (captcha && !captcha.payload) return fail(Messages.captchaRequired, checkoutFieldId.captcha)

    setProblem(null)
    setBusy(true)
    showSnackbar(CheckoutMessages.progress, 'info')
    const sent = captcha?.payload ? { ...body, altcha: captcha.payload } : body
    const reply = session.loggedIn
      ? await authedApi.post<CheckoutReply>('/api/booking/checkout', sent)
      : await browserApi.post<CheckoutReply>('/api/booking/checkout', sent)
    const link = reply.ok ? paymentLink(reply.body.data.payment_link) : null
    if (link) {
      showSnackbar(CheckoutMessages.redirecting, 'success')
      // The cart stays until the payment is confirmed (/payment/complete clears it).
      cartStore().flush()
      window.location.assign(link)
      return
    }
    setBusy(false)
    // A refused token has ended the session and is on its way to / already.
    if (reply.status === 401 && session.loggedIn) return
    const message = serverMessage(reply.status, reply.body) ?? CheckoutMessages.failed
    if (captchaRequired(reply.body) || captcha)
      setCaptcha((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }))
    fail(message, null)
    if (captchaRequired(reply.body)) {
      // After the render that shows it: the check starts solving at once; then Confirm & Pay again.
      requestAnimationFrame(() =>
        document.getElementById(checkoutFieldId.captcha)?.scrollIntoView({ block: 'center' }),
      )
    }
  }

  if (!hydrated || cart.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
        <NeedsJavaScript className="mt-8">
          Checking out needs JavaScript: your cart is kept by your browser. Turn JavaScript on to pay.
        </NeedsJavaScript>
        <p role="status" className="mt-8 text-slate-600 noscript:hidden">
          {hydrated ? CheckoutMessages.emptyCart : 'Loading your cart…'}
        </p>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
      <p className="mt-1 text-slate-700">
        Who is travelling, where we pick you up, and how to reach you.{' '}
        <Link to="/cart" className="font-semibold text-brand-700 underline">
          Back to cart
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <form
          noValidate
          aria-label="Checkout"
          aria-busy={busy}
          // A field's error clears as soon as the visitor changes any field.
          onChange={() => setProblem(null)}
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
          className="flex min-w-0 flex-col gap-6"
        >
          <MemberNotice user={session.loggedIn ? session.user : null} />
          {cartProblem ? (
            <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {cartProblem}{' '}
              <Link to="/cart" className="font-semibold underline">
                Fix it in your cart
              </Link>
            </p>
          ) : null}
          {cart.map((item, index) => (
            <CheckoutItemSection
              key={item.activity.id}
              item={item}
              index={index}
              count={cart.length}
              problem={problem}
            />
          ))}
          <ContactFields
            contact={contact}
            sameAsLead={sameAsLead}
            onSameAsLead={toggleSameAsLead}
            onChange={changeContact}
            problem={problem}
          />
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <AgreementBox id={checkoutFieldId.terms} checked={terms} onChange={setTerms} problem={problem}>
              I agree to the terms and conditions
            </AgreementBox>
            <AgreementBox
              id={checkoutFieldId.refund}
              checked={refund}
              onChange={setRefund}
              problem={problem}
              after={
                <button
                  type="button"
                  onClick={() => setRefundPolicyOpen(true)}
                  className="text-sm font-semibold text-brand-700 underline"
                >
                  Read the refund policy
                </button>
              }
            >
              I agree to the refund policy
            </AgreementBox>
            {captcha ? (
              <div className="mt-2 flex flex-col gap-2">
                <p className="text-sm text-slate-700">{HoldMessages.captchaHint}</p>
                <LoginCaptcha
                  key={captcha.round}
                  id={checkoutFieldId.captcha}
                  auto="onload"
                  error={problem?.id === checkoutFieldId.captcha ? problem.message : null}
                  onChange={(payload) => {
                    setCaptcha((c) => (c ? { ...c, payload } : c))
                    if (payload) setProblem(null)
                  }}
                />
              </div>
            ) : null}
            <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex flex-col text-slate-800">
                <span>
                  Total <strong className="text-xl text-slate-900">{formatUsd(cartTotalCents(cart))}</strong>
                </span>
                <ChargedPrice cents={cartTotalCents(cart)} />
              </p>
              <button
                type="submit"
                disabled={busy}
                className="h-12 rounded-lg bg-accent-700 px-8 font-bold text-white shadow-sm hover:bg-accent-800 disabled:cursor-wait disabled:opacity-70"
              >
                {busy ? 'Placing your booking…' : 'Confirm & Pay'}
              </button>
            </div>
          </div>
        </form>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <OrderSummary cart={cart} />
        </aside>
      </div>
      <RefundPolicyDialog open={refundPolicyOpen} onClose={() => setRefundPolicyOpen(false)} />
    </div>
  )
}

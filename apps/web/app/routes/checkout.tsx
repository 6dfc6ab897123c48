import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import type { Route } from './+types/checkout'
import { routeMessages } from '../lib/message-catalogue'
import type { CheckoutReply } from '@serendib/domain/api/booking'
import { cartDueTodayCents, cartTotalCents } from '@serendib/domain/cart'
import { cartCheckoutProblem, checkoutBody, type CheckoutContact } from '@serendib/domain/cart-checkout'
import { CheckoutMessages, needsEveryTravellerName } from '@serendib/domain/checkout'
import { checkoutItemProblems } from '@serendib/domain/checkout-problems'
import { countryOfPhone } from '@serendib/domain/phone'
import { Messages } from '@serendib/domain/messages'
import { HoldMessages } from '@serendib/domain/messages/holds'
import { formatUsd } from '@serendib/domain/money'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { LoginCaptcha } from '../components/auth/login-captcha'
import { AgreementBox } from '../components/checkout/agreement-box'
import { BookingQuestions } from '../components/checkout/booking-questions'
import { ContactFields } from '../components/checkout/contact-fields'
import { CheckoutItemSection } from '../components/checkout/checkout-item-section'
import { MemberNotice } from '../components/checkout/member-notice'
import { OrderSummary } from '../components/checkout/order-summary'
import { RefundPolicyDialog } from '../components/checkout/refund-policy-dialog'
import { ChargedPrice } from '../components/ui/charged-price'
import { NeedsJavaScript } from '../components/ui/needs-javascript'
import { useSnackbar } from '../components/ui/snackbar'
import { authedApi, useSession } from '../lib/auth-session'
import { rememberLookupEmail } from '../lib/booking-lookup-link'
import { browserApi } from '../lib/browser-api'
import { cartStore, useCart } from '../lib/cart-store'
import { bookingQuestionProblems } from '../lib/checkout-questions'
import {
  checkoutFieldId,
  paymentLink,
  problemsOnPage,
  storedContact,
  withContact,
  withContactAsLead,
  type FieldProblems,
} from '../lib/checkout-form'
import { captchaRequired, serverMessage } from '../lib/reply-messages'
import { useEmptyCartRedirect } from '../lib/use-empty-cart-redirect'
import { useTranslator } from '../lib/i18n'
import { useSpecMessage } from '../lib/spec-message'
import { translatedPrivateMeta } from '../lib/meta-i18n'

// This page exists in every traveller language (decisions 071, 077; routes.ts).
export const handle = {
  translated: true,
  // The catalogue areas this page's modules use, sent by its loader (decision 071, split per area).
  messages: ['checkout', 'cart', 'panel', 'plan', 'refusal', 'msg', 'phone'] satisfies MessagePrefix[],
}

/** The order is in the browser; the server sends only the page's messages. */
export function loader({ url }: Route.LoaderArgs) {
  return { messages: routeMessages(url.pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return translatedPrivateMeta(matches, 'title.checkout', 'Checkout')
}

/**
 * Spec §2 Checkout: one contact block (filled from the account when signed in), per cart item
 * the lead traveller (every name for tours of several days) and pick-up, one consent box,
 * 'Confirm & Pay' and the order summary (issue 30 point 4, decision 063). Every problem shows at
 * once beside its field. The details are kept in the cart, so a reload or a cancelled payment
 * comes back to a filled form.
 */
export default function Checkout() {
  const cart = useCart()
  const hydrated = useEmptyCartRedirect(cart)
  const session = useSession()
  const showSnackbar = useSnackbar()
  const { t, lp, locale, money } = useTranslator()
  const tm = useSpecMessage()
  const [terms, setTerms] = useState(false)
  const [problems, setProblems] = useState<FieldProblems>({})
  // Per item: the contact person is the lead traveller (unticked: the lead's own name).
  const [leadIsContact, setLeadIsContact] = useState<Record<number, boolean>>({})
  const [phoneCountry, setPhoneCountry] = useState<string | null>(null)
  const filledFromAccount = useRef(false)
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

  const contact = storedContact(cart)
  const country = phoneCountry ?? countryOfPhone(contact.phone) ?? ''
  const cartProblem = cartCheckoutProblem(cart)
  const user = session.loggedIn ? session.user : null

  function changeContact(patch: Partial<CheckoutContact>, nextCountry?: string) {
    const next = { ...storedContact(cart), ...patch }
    if (nextCountry !== undefined) setPhoneCountry(nextCountry)
    cartStore().updateAll((item) => withContact(item, next))
  }

  // Signed in: the contact block starts from the account (name, e-mail, phone and its country);
  // whatever the traveller already typed stays.
  useEffect(() => {
    if (!hydrated || !user || filledFromAccount.current || cart.length === 0) return
    filledFromAccount.current = true
    const stored = storedContact(cart)
    const fromAccount = {
      firstname: stored.firstname || user.first_name,
      lastname: stored.lastname || user.last_name,
      email: stored.email || user.email,
      phone: stored.phone || (user.phone_number ?? ''),
    }
    if (Object.entries(fromAccount).some(([key, value]) => stored[key as keyof CheckoutContact] !== value))
      cartStore().updateAll((item) => withContact(item, fromAccount))
  }, [hydrated, user, cart])

  /** The lead is the contact unless unticked, or a different name was typed before. */
  const leadIsContactAt = (index: number) => {
    const chosen = leadIsContact[index]
    if (chosen !== undefined) return chosen
    const lead = cart[index]?.booking.travellers[0]
    return (
      !lead?.firstname.trim() || (lead.firstname === contact.firstname && lead.lastname === contact.lastname)
    )
  }

  function fail(message: string, shown: [string, string][]) {
    // The spec's English messages, shown in the page's language (decision 077).
    showSnackbar(tm(message), 'error')
    setProblems(Object.fromEntries(shown.map(([id, text]) => [id, tm(text)])))
    const fieldId = shown[0]?.[0]
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
    if (cartProblem) return fail(cartProblem, [])
    const plain = checkoutBody(cart, contact, window.location.origin)
    const body = {
      ...plain,
      // The page's language: the booking's mails, voucher and return page use it (decision 077).
      locale,
      booking: plain.booking.map((booking, index) =>
        withContactAsLead(booking, contact, country, leadIsContactAt(index)),
      ),
    }
    // Spec §5 Checkout's checks and messages, every one at once beside its field (issue 30).
    const shown: [string, string][] = []
    for (const [index, booking] of body.booking.entries()) {
      const activity = cart[index]?.activity
      const everyName = activity
        ? needsEveryTravellerName(activity.duration_value, activity.duration_unit)
        : false
      for (const entry of problemsOnPage(
        checkoutItemProblems(booking, everyName),
        index,
        leadIsContactAt(index),
      ))
        if (!shown.some(([id]) => id === entry[0])) shown.push(entry)
    }
    // The tour operators' booking questions (decision 062), each missing answer beside its field.
    shown.push(...bookingQuestionProblems(cart))
    if (!terms) shown.push([checkoutFieldId.terms, CheckoutMessages.terms])
    if (captcha && !captcha.payload && shown.length === 0)
      shown.push([checkoutFieldId.captcha, Messages.captchaRequired])
    // The page's order (the contact block comes first): the snackbar names the first field.
    const place = (id: string) => {
      const field = document.getElementById(id)
      return field ? [...document.querySelectorAll('[id^="co-"]')].indexOf(field) : Number.MAX_SAFE_INTEGER
    }
    shown.sort(([a], [b]) => place(a) - place(b))
    const first = shown[0]
    if (first) return fail(first[1], shown)

    setProblems({})
    setBusy(true)
    showSnackbar(tm(CheckoutMessages.progress), 'info')
    const sent = captcha?.payload ? { ...body, altcha: captcha.payload } : body
    const reply = session.loggedIn
      ? await authedApi.post<CheckoutReply>('/api/booking/checkout', sent)
      : await browserApi.post<CheckoutReply>('/api/booking/checkout', sent)
    const link = reply.ok ? paymentLink(reply.body.data.payment_link) : null
    if (link) {
      showSnackbar(tm(CheckoutMessages.redirecting), 'success')
      // The cart stays until the payment is confirmed (/payment/complete clears it).
      cartStore().flush()
      // The page after payment links to the guest lookup with this e-mail filled in (decision 067).
      rememberLookupEmail(contact.email)
      window.location.assign(link)
      return
    }
    setBusy(false)
    // A refused token has ended the session and is on its way to / already.
    if (reply.status === 401 && session.loggedIn) return
    const message = serverMessage(reply.status, reply.body) ?? CheckoutMessages.failed
    if (captchaRequired(reply.body) || captcha)
      setCaptcha((c) => ({ round: (c?.round ?? 0) + 1, payload: '' }))
    fail(message, [])
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('checkout.title')}
        </h1>
        <NeedsJavaScript className="mt-8">{t('checkout.needsJs')}</NeedsJavaScript>
        <p role="status" className="mt-8 text-slate-600 noscript:hidden">
          {hydrated ? tm(CheckoutMessages.emptyCart) : t('cart.loading')}
        </p>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-1 text-slate-700">
        {t('checkout.intro')}{' '}
        <Link to={lp('/cart')} className="font-semibold text-brand-700 underline">
          {t('checkout.backToCart')}
        </Link>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        <form
          noValidate
          aria-label={t('checkout.title')}
          aria-busy={busy}
          // A field's error clears as soon as the visitor changes that field.
          onChange={(event) => {
            const id = (event.target as HTMLElement).id
            if (id && problems[id]) setProblems(({ [id]: _, ...rest }) => rest)
          }}
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
          className="flex min-w-0 flex-col gap-6"
        >
          <MemberNotice user={user} />
          {cartProblem ? (
            <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {tm(cartProblem)}{' '}
              <Link to={lp('/cart')} className="font-semibold underline">
                {t('checkout.fixInCart')}
              </Link>
            </p>
          ) : null}
          <ContactFields contact={contact} country={country} onChange={changeContact} problems={problems} />
          {cart.map((item, index) => (
            <CheckoutItemSection
              key={item.activity.id}
              item={item}
              index={index}
              count={cart.length}
              problems={problems}
              leadIsContact={leadIsContactAt(index)}
              onLeadIsContact={(same) => setLeadIsContact((all) => ({ ...all, [index]: same }))}
              contactName={`${contact.firstname} ${contact.lastname}`}
            />
          ))}
          <BookingQuestions cart={cart} />
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <AgreementBox
              id={checkoutFieldId.terms}
              checked={terms}
              onChange={setTerms}
              problems={problems}
              after={
                <button
                  type="button"
                  onClick={() => setRefundPolicyOpen(true)}
                  className="text-sm font-semibold text-brand-700 underline"
                >
                  {t('checkout.readRefundPolicy')}
                </button>
              }
            >
              {tm(CheckoutMessages.consentLabel)}
            </AgreementBox>
            {captcha ? (
              <div className="mt-2 flex flex-col gap-2">
                <p className="text-sm text-slate-700">{tm(HoldMessages.captchaHint)}</p>
                <LoginCaptcha
                  key={captcha.round}
                  id={checkoutFieldId.captcha}
                  auto="onload"
                  error={problems[checkoutFieldId.captcha] ?? null}
                  onChange={(payload) => {
                    setCaptcha((c) => (c ? { ...c, payload } : c))
                    if (payload) setProblems(({ [checkoutFieldId.captcha]: _, ...rest }) => rest)
                  }}
                />
              </div>
            ) : null}
            <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex flex-col text-slate-800">
                <span>
                  {t('checkout.total')}{' '}
                  <strong className="text-xl text-slate-900">
                    {locale === 'en' ? formatUsd(cartTotalCents(cart)) : money(cartTotalCents(cart))}
                  </strong>
                </span>
                {/* A deposit or reserve-now tour (decision 075): only today's amount is charged. */}
                {cartDueTodayCents(cart) !== cartTotalCents(cart) ? (
                  <span data-confirm-due-today>
                    {t('plan.payToday')}{' '}
                    <strong className="text-lg text-slate-900">
                      {locale === 'en' ? formatUsd(cartDueTodayCents(cart)) : money(cartDueTodayCents(cart))}
                    </strong>
                  </span>
                ) : null}
                <ChargedPrice cents={cartDueTodayCents(cart)} />
              </p>
              <button
                type="submit"
                disabled={busy}
                className="h-12 rounded-lg bg-accent-700 px-8 font-bold text-white shadow-sm hover:bg-accent-800 disabled:cursor-wait disabled:opacity-70"
              >
                {busy ? t('checkout.placing') : t('checkout.confirmPay')}
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

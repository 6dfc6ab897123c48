import type { BookingLookupBody, GuestBooking } from '@serendib/domain/api/booking-lookup'
import type { ApiSuccess } from '@serendib/domain/api/envelope'
import { BookingStatus } from '@serendib/domain/booking-status'
import { BookingLookupMessages } from '@serendib/domain/messages/booking-lookup'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import type { Route } from './+types/booking-find'
import { BookingStatusChip } from '../components/account/booking-status-chip'
import { primaryButton, TextField } from '../components/ui/form-field'
import { LocalPrice } from '../components/ui/local-price'
import { VoucherCard } from '../components/vouchers/voucher-card'
import { apiContext } from '../lib/api-context'
import { lookupEmailFrom } from '../lib/booking-lookup-link'
import { bodyMessage } from '../lib/reply-messages'
import { pageTitle } from '../lib/seo'
import { useTranslator } from '../lib/i18n'
import { useSpecMessage } from '../lib/spec-message'
import { travellersIn } from '../lib/account-i18n'
import { metaText } from '../lib/meta-i18n'
import { routeMessages } from '../lib/message-catalogue'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'

// This page exists in every traveller language (decisions 071, 077; routes.ts); a booking found
// shows its voucher card (`voucher` area), and the form the spec's and account messages
// (no longer common since the sign-in dialog fetches its own, decision 068).
export const handle = {
  translated: true,
  messages: ['voucher', 'acct', 'auth', 'msg'] satisfies MessagePrefix[],
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: routeMessages(new URL(request.url).pathname, handle.messages) }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaText(matches, 'title.findBooking', 'Find your booking')) },
    {
      name: 'description',
      content: metaText(
        matches,
        'title.findBookingDescription',
        'See a Serendib booking with its reference and the e-mail address you booked with.',
      ),
    },
  ]
}

type Result =
  | { booking: GuestBooking }
  | { message: string; errors: Partial<Record<keyof BookingLookupBody, string>>; values: BookingLookupBody }

const fieldErrors = (body: unknown): Partial<Record<keyof BookingLookupBody, string>> => {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return errors ? { reference: text(errors.reference), email: text(errors.email) } : {}
}

/**
 * POST /booking/find: the form's reference and e-mail to POST /api/booking/find, on the server
 * (decision 057). A form post, so it works without JavaScript, and the e-mail stays out of URLs.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const form = await request.formData()
  const values = { reference: String(form.get('reference') ?? ''), email: String(form.get('email') ?? '') }
  const reply = await context.get(apiContext).post<ApiSuccess<GuestBooking>>('/api/booking/find', values)
  if (reply.ok) return { booking: reply.body.data }
  return {
    message: bodyMessage(reply.body) ?? BookingLookupMessages.notFound,
    errors: fieldErrors(reply.body),
    values,
  }
}

/** /booking/find: a guest finds a booking by its reference and the e-mail it was booked with. */
export default function BookingFind({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const failed = actionData && 'message' in actionData ? actionData : null
  const booking = actionData && 'booking' in actionData ? actionData.booking : null
  const general = failed && !failed.errors.reference && !failed.errors.email ? failed.message : null
  const { t, lp } = useTranslator()
  const tm = useSpecMessage()
  // From the confirmation page or the e-mail (decision 067): the reference rides in the query,
  // the e-mail in the #fragment (never sent to a server, so it stays out of logs) or, after
  // checkout in this tab, in the tab's storage. Filled in once the page runs in the browser.
  const [params] = useSearchParams()
  const linkedReference = params.get('reference')?.trim().slice(0, 64) ?? ''
  const emailInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = emailInput.current
    if (!input || input.value) return
    const email = lookupEmailFrom(window.location.hash)
    if (email) input.value = email
  }, [])

  return (
    <div className="bg-brand-50/60 px-4 py-8 sm:py-14">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('auth.findYourBooking')}
          </h1>
          <p className="mt-1 text-slate-700">{t('find.intro')}</p>
        </div>
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <TextField
            id="lookup-reference"
            name="reference"
            label={t('acct.bookingReference')}
            placeholder="SB7K3M9Q2P"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            defaultValue={failed?.values.reference ?? linkedReference}
            error={failed?.errors.reference ? tm(failed.errors.reference) : undefined}
          />
          <TextField
            id="lookup-email"
            name="email"
            label={t('acct.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={failed?.values.email}
            ref={emailInput}
            error={failed?.errors.email ? tm(failed.errors.email) : undefined}
          />
          <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
            {general ? tm(general) : ''}
          </p>
          <button type="submit" aria-busy={busy} className={`${primaryButton} sm:self-end`}>
            {busy ? t('find.finding') : t('find.submit')}
          </button>
        </Form>
        {booking ? <FoundBooking booking={booking} /> : null}
        <p className="text-center text-sm text-slate-700">
          {t('find.haveAccount')}{' '}
          <Link
            to={`${lp('/login')}?redirect=${encodeURIComponent(lp('/account/bookings'))}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('find.logInAll')}
          </Link>
        </p>
      </div>
    </div>
  )
}

function FoundBooking({ booking: b }: { booking: GuestBooking }) {
  // The answer appears below the form: take the focus there, so it is read out and in view.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [b])
  const { t, lp, money, date } = useTranslator()
  const travellers = travellersIn(
    { t },
    { num_adults: b.counts.adults, num_children: b.counts.children, num_infants: b.counts.infants },
  )
  const rows: [string, string][] = [
    [t('acct.col.date'), date(b.start_date)],
    ...(b.start_time ? ([[t('acct.startTime'), b.start_time]] as [string, string][]) : []),
    ...(b.pickup_time ? ([[t('acct.pickupTime'), b.pickup_time]] as [string, string][]) : []),
    ...(b.pickup_point ? ([[t('acct.pickupPlace'), b.pickup_point]] as [string, string][]) : []),
    [t('acct.col.travellers'), travellers],
    [t('acct.leadTraveller'), b.lead_traveller],
    [t('find.operator'), b.supplier],
  ]
  return (
    <section aria-labelledby="found-heading" className="flex flex-col gap-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-mono font-semibold text-slate-900">{b.booking_reference}</span>
          <BookingStatusChip status={b.status} />
        </p>
        <h2
          id="found-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-xl font-bold break-words text-slate-900 outline-none"
        >
          <Link to={lp(`/activity/details/${b.tour.id}`)} className="hover:underline">
            {b.tour.title}
          </Link>
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-slate-700">{t('find.price')}</dt>
            <dd className="text-slate-900">
              {money(b.amount_cents)} <LocalPrice cents={b.amount_cents} />
            </dd>
          </div>
        </dl>
        {b.account_path ? (
          <p className="mt-5 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            {t('find.inAccount')}{' '}
            <Link to={lp(b.account_path)} className="font-semibold text-brand-700 underline">
              {t('find.logInToAmend')}
            </Link>
          </p>
        ) : null}
      </div>
      {b.voucher ? (
        <div>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('acct.yourVoucher')}</h2>
          <VoucherCard v={b.voucher} />
        </div>
      ) : b.status === BookingStatus.pending ? (
        <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
          {t('find.voucherLater')}
        </p>
      ) : null}
    </section>
  )
}

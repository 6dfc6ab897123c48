import { canAmendOrCancel } from '@serendib/domain/booking-status'
import { useState, type ReactNode } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/booking-detail'
import { AmendDialog } from '../../components/account/amend-dialog'
import { BookingAmendments } from '../../components/account/booking-amendments'
import {
  BookingDetailsPanel,
  ContactPanel,
  PaymentPanel,
  PickupPanel,
  TravellersPanel,
} from '../../components/account/booking-details'
import { BookingOverview } from '../../components/account/booking-overview'
import { CancelDialog } from '../../components/account/cancel-dialog'
import { MessagesSection } from '../../components/account/messages-section'
import { AccountFallback } from '../../components/auth/account-fallback'
import { ArrowLeftIcon } from '../../components/ui/icons-more'
import {
  bookingIdParam,
  loadFrom,
  pickBooking,
  pickMessages,
  type AccountBooking,
  type BookingMessage,
} from '../../lib/account-bookings'
import { authedApi, requireLogin } from '../../lib/auth-session'
import { useTranslator } from '../../lib/i18n'
import { translatedPrivateMeta } from '../../lib/meta-i18n'

/**
 * The booking and its messages together (reading either clears the unread-reply alert).
 * Another customer's booking answers 404 like a missing one: the page says "not found".
 */
type DetailData =
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | { kind: 'found'; booking: AccountBooking; messages: BookingMessage[] | null }

export async function clientLoader({ params, request }: Route.ClientLoaderArgs): Promise<DetailData> {
  await requireLogin(request)
  const id = bookingIdParam(params.bid)
  if (id === null) return { kind: 'not-found' }
  const [booking, messages] = await Promise.all([
    loadFrom(authedApi.get, `/api/account/my-bookings/show/${id}`, pickBooking),
    loadFrom(authedApi.get, `/api/account/my-bookings/${id}/comments`, pickMessages),
  ])
  if (!booking.ok) return booking.notFound ? { kind: 'not-found' } : { kind: 'failed' }
  return { kind: 'found', booking: booking.data, messages: messages.ok ? messages.data : null }
}

export function HydrateFallback() {
  return <AccountFallback />
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.kind === 'found') {
    const reference = loaderData.booking.booking_reference
    return translatedPrivateMeta(matches, 'title.booking', `Booking ${reference}`, { reference })
  }
  return translatedPrivateMeta(matches, 'title.myBooking', 'My booking')
}

const backLink = 'inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800'

function BackToBookings() {
  const { t, lp } = useTranslator()
  return (
    <Link to={lp('/account/bookings')} className={backLink}>
      <ArrowLeftIcon width={16} height={16} />
      {t('account.bookings')}
    </Link>
  )
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 py-2">
      <BackToBookings />
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        <div className="mt-2 text-slate-700">{children}</div>
      </section>
    </div>
  )
}

/** Spec §2 booking detail: every block of the booking, its amendments and its messages. */
export default function BookingDetail({ loaderData }: Route.ComponentProps) {
  const { t, lp } = useTranslator()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<'amend' | 'cancel' | null>(null)
  const refresh = () => void revalidator.revalidate()

  if (loaderData.kind === 'not-found') {
    return (
      <Notice title={t('acct.notFoundTitle')}>
        <p>{t('acct.notFoundText')}</p>
        <Link
          to={lp('/account/bookings')}
          className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('acct.backToBookings')}
        </Link>
      </Notice>
    )
  }
  if (loaderData.kind === 'failed') {
    return (
      <Notice title={t('msg.loadFailed')}>
        <p>{t('acct.tryAgainMoment')}</p>
        <button
          type="button"
          onClick={refresh}
          className="mt-4 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('error.tryAgain')}
        </button>
      </Notice>
    )
  }

  const { booking, messages } = loaderData
  const closeAndRefresh = () => {
    setDialog(null)
    refresh()
  }
  // Spec §2/§4: Amend Tour and Cancel Tour only while the booking is pending or confirmed.
  const actions = canAmendOrCancel(booking.status) ? (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => setDialog('amend')}
        className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t('acct.amendTour')}
      </button>
      <button
        type="button"
        onClick={() => setDialog('cancel')}
        className="inline-flex h-11 items-center rounded-lg border border-red-700 bg-white px-5 font-semibold text-red-800 hover:bg-red-50"
      >
        {t('acct.cancelTour')}
      </button>
    </div>
  ) : null

  return (
    <div className="flex flex-col gap-5 pt-2 lg:pt-0" aria-busy={revalidator.state === 'loading'}>
      <BackToBookings />
      <BookingOverview booking={booking} actions={actions} />
      <BookingAmendments amendments={booking.ammendments ?? []} balance={booking.balance} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <BookingDetailsPanel booking={booking} />
          <MessagesSection booking={booking} messages={messages} onChanged={refresh} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <PaymentPanel booking={booking} />
          <PickupPanel booking={booking} />
          <TravellersPanel booking={booking} />
          <ContactPanel booking={booking} />
        </div>
      </div>
      {actions ? (
        <>
          <AmendDialog
            booking={booking}
            open={dialog === 'amend'}
            onClose={() => setDialog(null)}
            onSent={closeAndRefresh}
          />
          <CancelDialog
            booking={booking}
            open={dialog === 'cancel'}
            onClose={() => setDialog(null)}
            onCanceled={closeAndRefresh}
          />
        </>
      ) : null}
    </div>
  )
}

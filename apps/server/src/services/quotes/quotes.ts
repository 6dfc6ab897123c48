/**
 * Quotes (decision 079): a traveller's request on a round tour, the supplier's answer, the
 * thread, and the quote as JSON for either side. Each write mails the other side in its own
 * transaction (the outbox, decision 011). Acceptance is accept-quote.ts.
 */
import { sql } from 'drizzle-orm'
import { queryRows, type Database, type DbOrTx } from '@serendib/db/client'
import { quoteMessages, quotes } from '@serendib/db/schema/quotes'
import type { User } from '@serendib/db/schema/users'
import type { QuoteAnswerBody, QuoteJson, QuoteRequestBody } from '@serendib/domain/api/quotes'
import { isEmail } from '@serendib/domain/contact-forms'
import { todayInColombo } from '@serendib/domain/dates'
import { localizedPath } from '@serendib/domain/i18n/locales'
import { FieldErrorsError, ForbiddenError, NotFoundError, UnprocessableError } from '@serendib/domain/errors'
import {
  cleanQuoteText,
  effectiveQuoteState,
  quoteAmounts,
  quoteAnswerProblem,
  QuoteMessages,
  quoteProblemField,
  quoteRequestProblem,
  QUOTE_TEXT_MAX,
} from '@serendib/domain/quotes'
import { TourStatus } from '@serendib/domain/tour-status'
import { TourType } from '@serendib/domain/tour-types'
import { UserType } from '@serendib/domain/user-types'
import { consume, type RateLimitRule } from '../abuse/rate-limit.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { supplierRecipient } from '../supplier/portal-language.ts'
import { mailLocale } from '../email/mail-i18n.ts'
import {
  quoteMessageMail,
  quoteReadyMail,
  quoteRequestedMail,
  supplierQuoteMessageMail,
  type QuoteMailData,
} from '../email/quote-templates.ts'
import { findQuote, type QuoteRecord, type QuoteViewer } from './quote-access.ts'

/** Each request mails a supplier: enough for a family planning, too few to flood an inbox. */
export const QuoteRequestLimit: RateLimitRule = {
  bucket: 'quote-request:ip',
  limit: 10,
  windowSeconds: 60 * 60,
}
export const QuoteMessageLimit: RateLimitRule = {
  bucket: 'quote-message:user',
  limit: 30,
  windowSeconds: 60 * 60,
}

export const mailData = (q: QuoteRecord): QuoteMailData => ({
  quoteId: q.id,
  tourTitle: q.title,
  travellerName: q.name,
  startDate: q.start_date,
  adults: q.adults,
  children: q.children,
  hotelClass: q.hotel_class,
  wishes: q.wishes,
})

/** A refusal about one field carries it (`errors`), so the form shows it under that field. */
function fieldError(problem: string) {
  const field = quoteProblemField(problem)
  return field ? new FieldErrorsError({ [field]: problem }) : new UnprocessableError(problem)
}

export const firstName = (name: string) => name.split(/\s+/)[0] ?? name

export async function requestQuote(
  database: Database,
  body: QuoteRequestBody,
  ctx: { user: User | null; ip: string; publicUrl: string; today?: string },
): Promise<{ id: number }> {
  if (ctx.user && ctx.user.userType !== UserType.customer)
    throw new ForbiddenError('Please log in with a customer account to ask for a quote')
  await consume(database.db, QuoteRequestLimit, ctx.ip)
  const today = ctx.today ?? todayInColombo()
  const wishes = cleanQuoteText(body.wishes)
  const problem = quoteRequestProblem(
    {
      startDate: body.start_date,
      endDate: body.end_date ?? null,
      adults: body.adults,
      children: body.children,
      hotelClass: body.hotel_class,
      wishes,
    },
    today,
  )
  if (problem) throw fieldError(problem)
  const name = ctx.user
    ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim()
    : cleanQuoteText(body.name ?? '').slice(0, 200)
  const email = ctx.user ? ctx.user.email : (body.email ?? '').trim()
  if (!name) throw fieldError(QuoteMessages.name)
  if (!isEmail(email)) throw fieldError(QuoteMessages.email)
  const [tour] = await queryRows<{ supplier_user_id: number; tour_type: number; status: number }>(
    database.db,
    sql`select supplier_user_id, tour_type, status from activities where id = ${body.activity_id}`,
  )
  if (!tour || tour.status !== TourStatus.active) throw new NotFoundError('Tour not found')
  if (tour.tour_type !== TourType.round) throw new UnprocessableError(QuoteMessages.notRoundTour)
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({
        activityId: body.activity_id,
        supplierUserId: tour.supplier_user_id,
        userId: ctx.user?.id ?? null,
        name,
        email,
        startDate: body.start_date,
        endDate: body.end_date ?? null,
        adults: body.adults,
        children: body.children,
        hotelClass: body.hotel_class,
        locale: body.locale ?? ctx.user?.locale ?? 'en',
        wishes,
      })
      .returning({ id: quotes.id })
    if (!row) throw new Error('insert returned no quote')
    const q = await findQuote(tx, { role: 'system' }, row.id)
    await enqueueEmail(
      tx,
      quoteRequestedMail(await supplierRecipient(tx, q.supplier_user_id), mailData(q), ctx.publicUrl),
    )
    return row
  })
}

/** The tour's itinerary as days to start the supplier's answer from (the spec's `itinery`). */
async function tourItinerary(db: DbOrTx, activityId: number) {
  const items = await queryRows<{ day_number: number | null; label: string; summary: string }>(
    db,
    sql`select day_number, label, summary from activity_itinerary_items
         where activity_id = ${activityId} order by sort_order, id`,
  )
  return items.map((item, index) => ({
    day: item.day_number ?? index + 1,
    title: item.label,
    description: item.summary,
  }))
}

export async function quoteJson(
  db: DbOrTx,
  q: QuoteRecord,
  viewer: QuoteViewer,
  today = todayInColombo(),
): Promise<QuoteJson> {
  const messages = await queryRows<{
    id: number
    sender_role: 'traveller' | 'supplier'
    message: string
    created_at: Date | string
  }>(
    db,
    sql`select id, sender_role, message, created_at from quote_messages where quote_id = ${q.id} order by created_at, id`,
  )
  const quoted = q.total_cents !== null && q.balance_days_before !== null
  const amounts = quoted
    ? quoteAmounts(
        {
          totalCents: q.total_cents!,
          depositPercent: q.deposit_percent,
          depositCents: q.deposit_cents,
          balanceDaysBefore: q.balance_days_before!,
        },
        q.start_date,
        today,
      )
    : null
  const [booking] =
    q.booking_id === null
      ? []
      : await queryRows<{
          booking_reference: string
          balance_token: string | null
          balance_due_date: string | null
        }>(
          db,
          sql`select booking_reference, balance_token, balance_due_date::text as balance_due_date
                from bookings where id = ${q.booking_id}`,
        )
  const accepted = q.state === 'accepted' && booking !== undefined
  const itinerary = q.itinerary ?? (viewer.role === 'supplier' ? await tourItinerary(db, q.activity_id) : [])
  return {
    id: q.id,
    state: effectiveQuoteState(q.state, q.valid_until, today),
    tour: { id: q.activity_id, title: q.title, seo_url: q.seo_url },
    name: q.name,
    email: q.email,
    start_date: q.start_date,
    end_date: q.end_date,
    adults: q.adults,
    children: q.children,
    hotel_class: q.hotel_class,
    wishes: q.wishes,
    itinerary,
    total_cents: q.total_cents,
    deposit_percent: q.deposit_percent,
    deposit_cents: q.deposit_cents,
    balance_days_before: q.balance_days_before,
    valid_until: q.valid_until,
    pay_today_cents: amounts?.upfrontCents ?? null,
    balance_cents: amounts?.balanceCents ?? null,
    balance_due_date: amounts?.balanceDueDate ?? null,
    booking_id: q.booking_id,
    booking_reference: accepted ? booking.booking_reference : null,
    // payplan's link (decision 075) while a balance is due; the traveller's alone.
    balance_link:
      accepted && viewer.role === 'traveller' && booking.balance_token && booking.balance_due_date
        ? `/payments/balance/${booking.balance_token}`
        : null,
    created_at: new Date(q.created_at).toISOString(),
    messages: messages.map((m) => ({
      id: m.id,
      from: m.sender_role,
      message: m.message,
      created_at: new Date(m.created_at).toISOString(),
    })),
  }
}

/** The supplier answers a request (or sends a new version of an unaccepted quote). */
export async function answerQuote(
  database: Database,
  viewer: QuoteViewer,
  id: number,
  body: QuoteAnswerBody,
  ctx: { publicUrl: string; today?: string },
): Promise<QuoteJson> {
  const today = ctx.today ?? todayInColombo()
  const itinerary = body.itinerary.map((d, i) => ({
    day: i + 1,
    title: cleanQuoteText(d.title),
    description: cleanQuoteText(d.description),
  }))
  const answer = {
    itinerary,
    totalCents: body.total_cents,
    depositPercent: body.deposit_percent ?? null,
    depositCents: body.deposit_cents ?? null,
    balanceDaysBefore: body.balance_days_before,
    validUntil: body.valid_until,
  }
  return database.transaction(async (tx) => {
    const q = await findQuote(tx, viewer, id, true)
    const state = effectiveQuoteState(q.state, q.valid_until, today)
    if (!(state === 'requested' || state === 'quoted' || state === 'expired') || q.order_id !== null)
      throw new UnprocessableError(QuoteMessages.notAnswerable)
    const problem = quoteAnswerProblem(answer, q.start_date, today)
    if (problem) throw fieldError(problem)
    await tx.execute(
      sql`update quotes set state = 'quoted', itinerary = ${JSON.stringify(itinerary)}::jsonb,
             total_cents = ${answer.totalCents}, deposit_percent = ${answer.depositPercent},
             deposit_cents = ${answer.depositCents}, balance_days_before = ${answer.balanceDaysBefore},
             valid_until = ${answer.validUntil}::date, quoted_at = now(), updated_at = now()
           where id = ${q.id}`,
    )
    const fresh = await findQuote(tx, viewer, id)
    const amounts = quoteAmounts(answer, q.start_date, today)
    await enqueueEmail(
      tx,
      quoteReadyMail(
        { email: q.email, firstName: firstName(q.name), locale: q.locale },
        {
          ...mailData(fresh),
          totalCents: answer.totalCents,
          depositCents: amounts.upfrontCents,
          validUntil: answer.validUntil,
        },
        ctx.publicUrl,
      ),
    )
    return quoteJson(tx, fresh, viewer, today)
  })
}

/** A message on the quote's thread, mailed to the other side. */
export async function postQuoteMessage(
  database: Database,
  viewer: QuoteViewer,
  id: number,
  text: string,
  ctx: { publicUrl: string },
): Promise<QuoteJson> {
  if (viewer.role !== 'traveller' && viewer.role !== 'supplier')
    throw new ForbiddenError('Admins read quotes; the traveller and the supplier write')
  const message = cleanQuoteText(text)
  if (!message) throw fieldError(QuoteMessages.messageEmpty)
  if ([...message].length > QUOTE_TEXT_MAX) throw fieldError(QuoteMessages.messageTooLong)
  await consume(database.db, QuoteMessageLimit, String(viewer.user.id))
  return database.transaction(async (tx) => {
    const q = await findQuote(tx, viewer, id, true)
    if (q.state === 'declined') throw new UnprocessableError(QuoteMessages.closed)
    await tx.insert(quoteMessages).values({ quoteId: q.id, senderRole: viewer.role, message })
    // The traveller reads it in the language they asked in, the supplier in its portal's.
    const mail =
      viewer.role === 'supplier'
        ? quoteMessageMail(
            { email: q.email, firstName: firstName(q.name), locale: q.locale },
            mailData(q),
            message,
            `${ctx.publicUrl}${localizedPath(`/account/quotes/${q.id}`, mailLocale(q.locale))}`,
            ctx.publicUrl,
          )
        : supplierQuoteMessageMail(
            await supplierRecipient(tx, q.supplier_user_id),
            mailData(q),
            message,
            ctx.publicUrl,
          )
    await enqueueEmail(tx, mail)
    return quoteJson(tx, q, viewer)
  })
}

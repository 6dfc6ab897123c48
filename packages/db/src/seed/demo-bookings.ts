/**
 * Writes one paid booking the way checkout would: an order, its successful payment, the
 * booking and its travellers. The demo's customers and reviewers all book through this.
 */
import { BookingStatus } from '@serendib/domain/booking-status'
import type { DurationUnitCode } from '@serendib/domain/duration'
import { tourEndDate } from '@serendib/domain/checkout'
import type { PricingBasisCode } from '@serendib/domain/pricing-basis'
import { listPriceCents } from '@serendib/domain/pricing'
import type { Tx } from '../client.ts'
import { bookings, bookingTravellers } from '../schema/bookings.ts'
import { OrderStatus, orders } from '../schema/orders.ts'
import { PaymentKind, PaymentStatus, payments } from '../schema/payments.ts'
import { activities as seedActivities } from './content/activities.ts'
import type { SeedActivity } from './content/types.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

export const DAY_MS = 24 * 60 * 60 * 1000

export interface DemoTraveller {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export interface DemoBookingInput {
  reference: string
  userId: number
  activity: SeedActivity
  activityId: number
  supplierUserId: number
  pickupLocationId: number | null
  startDate: string
  /** The start booked, for a tour with start times (decision 035). */
  startTimeId?: number
  /** 'HH:mm' of that start, as the booking keeps it. */
  startTime?: string
  status: number
  adults: number
  children?: number
  lead: DemoTraveller
  /** When the customer booked. */
  bookedAt: Date
  completedAt?: Date
  canceledAt?: Date
  /** An unread reply from the supplier or an admin. */
  alertClient?: boolean
  remarks?: string
  /** A tailored quote's price (decision 079) instead of the list price. */
  amountCents?: number
  /** A deposit paid of the amount, the balance due later by its link (decision 075). */
  deposit?: { upfrontCents: number; balanceDueDate: string; balanceToken: string }
}

export function activityByKey(key: string): SeedActivity {
  const found = seedActivities.find((a) => a.key === key)
  if (!found) throw new Error(`Demo seed: unknown activity '${key}'`)
  return found
}

/** The ids a booking of `activity` refers to; pick-up at the tour's first pick-up point. */
export function bookingRefs(ids: CatalogueIds, activity: SeedActivity) {
  return {
    activity,
    activityId: ids.activities.get(activity.key),
    supplierUserId: ids.suppliers.get(activity.supplier),
    pickupLocationId: activity.pickupLocations[0] ? ids.pickups.get(activity.pickupLocations[0]) : null,
  }
}

/** The pricing rule of packages/domain (without deals: demo bookings were paid at list price). */
export function priceCents(
  activity: SeedActivity,
  adults: number,
  children: number,
  infants: number,
): number {
  return listPriceCents(
    {
      basis: activity.pricingBasis as PricingBasisCode,
      adultCents: activity.adultPriceCents ?? null,
      childCents: activity.childPriceCents ?? null,
      infantCents: activity.infantPriceCents ?? null,
      groupCents: activity.groupPriceCents ?? null,
      maxGroupSize: activity.maxGroupSize ?? null,
    },
    { adults, children, infants },
  )
}

export function endDate(activity: SeedActivity, startDate: string): string {
  return tourEndDate(startDate, activity.durationValue, activity.durationUnit as DurationUnitCode)
}

export async function insertPaidBooking(
  tx: Tx,
  input: DemoBookingInput,
): Promise<{ bookingId: number; amountCents: number }> {
  const children = input.children ?? 0
  const amountCents = input.amountCents ?? priceCents(input.activity, input.adults, children, 0)
  const paidCents = input.deposit?.upfrontCents ?? amountCents
  const [order] = await tx
    .insert(orders)
    .values({
      reference: `ORD-${input.reference}`,
      userId: input.userId,
      status: OrderStatus.paid,
      totalCents: paidCents,
      expiresAt: new Date(input.bookedAt.getTime() + 60 * 60 * 1000),
      paidAt: input.bookedAt,
      createdAt: input.bookedAt,
      updatedAt: input.bookedAt,
    })
    .returning({ id: orders.id })
  await tx.insert(payments).values({
    kind: PaymentKind.charge,
    orderId: order!.id,
    provider: 'sandbox',
    providerReference: `sandbox_${input.reference}`,
    amountCents: paidCents,
    status: PaymentStatus.succeeded,
    completedAt: input.bookedAt,
    createdAt: input.bookedAt,
    updatedAt: input.bookedAt,
  })
  const confirmed = input.status !== BookingStatus.pending
  const [booking] = await tx
    .insert(bookings)
    .values({
      bookingReference: input.reference,
      orderId: order!.id,
      userId: input.userId,
      activityId: input.activityId,
      supplierUserId: input.supplierUserId,
      status: input.status,
      startDate: input.startDate,
      startTimeId: input.startTimeId ?? null,
      startTime: input.startTime ?? null,
      endDate: endDate(input.activity, input.startDate),
      numAdults: input.adults,
      numChildren: children,
      bookingAmountCents: amountCents,
      paymentAmountCents: paidCents,
      ...(input.deposit
        ? {
            paymentPlan: 'deposit',
            upfrontCents: input.deposit.upfrontCents,
            balanceDueDate: input.deposit.balanceDueDate,
            balanceToken: input.deposit.balanceToken,
          }
        : {}),
      paymentReference: `sandbox_${input.reference}`,
      locationId: input.pickupLocationId,
      pickupType: 'hotel',
      hotelName: 'Cinnamon Grand Colombo',
      hotelAddress: '77 Galle Road, Colombo 03',
      remarks: input.remarks ?? null,
      contactFirstname: input.lead.firstName,
      contactLastname: input.lead.lastName,
      contactEmail: input.lead.email,
      contactPhone: input.lead.phone,
      alertClient: input.alertClient ?? false,
      confirmedAt: confirmed ? input.bookedAt : null,
      completedAt: input.completedAt ?? null,
      canceledAt: input.canceledAt ?? null,
      createdAt: input.bookedAt,
      updatedAt: input.bookedAt,
    })
    .returning({ id: bookings.id })
  const companions = Array.from({ length: input.adults + children - 1 }, (_, i) => ({
    firstName: `Traveller ${i + 2}`,
    lastName: input.lead.lastName,
  }))
  await tx
    .insert(bookingTravellers)
    .values([
      { bookingId: booking!.id, ...input.lead, leadTraveller: true, sortOrder: 0 },
      ...companions.map((c, i) => ({ bookingId: booking!.id, ...c, leadTraveller: false, sortOrder: i + 1 })),
    ])
  return { bookingId: booking!.id, amountCents }
}

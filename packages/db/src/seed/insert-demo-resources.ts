/**
 * The demo supplier's vehicles, driver-guides and guide account (issue 32, decision 074): a car,
 * a van and a coach, two driver-guides, and guide@lankatrails.example (the demo password) linked
 * to the first driver-guide, who drives today's Colombo city tour.
 */
import { BookingStatus } from '@serendib/domain/booking-status'
import { UserType } from '@serendib/domain/user-types'
import type { Tx } from '../client.ts'
import { bookingResources, resourceDays, supplierResources, supplierStaff } from '../schema/resources.ts'
import { users } from '../schema/users.ts'
import { activityByKey, bookingRefs, insertPaidBooking } from './demo-bookings.ts'
import type { CatalogueIds } from './insert-catalogue.ts'

export const DEMO_GUIDE_EMAIL = 'guide@lankatrails.example'
/** Today's trip of the demo guide: its booking reference. */
export const DEMO_TRIP_REFERENCE = 'SB500001'

export async function insertDemoResources(
  tx: Tx,
  { ids, passwordHash, today, now }: { ids: CatalogueIds; passwordHash: string; today: string; now: Date },
): Promise<void> {
  const supplierUserId = ids.suppliers.get('lanka-trails')
  const [, van] = await tx
    .insert(supplierResources)
    .values([
      { supplierUserId, kind: 'vehicle', name: 'Toyota Axio (car)', seats: 3, plate: 'WP CAR-4821' },
      { supplierUserId, kind: 'vehicle', name: 'Toyota KDH (van)', seats: 8, plate: 'WP PH-7310' },
      { supplierUserId, kind: 'vehicle', name: 'Yutong coach', seats: 20, plate: 'NC ND-2294' },
    ])
    .returning({ id: supplierResources.id })
  const [kamal] = await tx
    .insert(supplierResources)
    .values([
      {
        supplierUserId,
        kind: 'guide',
        name: 'Kamal Perera',
        phone: '+94 77 555 0101',
        languages: ['English', 'සිංහල', 'Deutsch'],
        licenceNumber: 'SLTDA-CG-0412',
      },
      {
        supplierUserId,
        kind: 'guide',
        name: 'Nirosha Fernando',
        phone: '+94 71 555 0202',
        languages: ['English', 'தமிழ்', 'Français'],
        licenceNumber: 'SLTDA-NG-0877',
      },
    ])
    .returning({ id: supplierResources.id })
  const [guide] = await tx
    .insert(users)
    .values({
      userType: UserType.staff,
      firstName: 'Kamal',
      lastName: 'Perera',
      email: DEMO_GUIDE_EMAIL,
      passwordHash,
      phoneNumber: '+94 77 555 0101',
      emailVerifiedAt: now,
      approvalStatus: 1,
    })
    .returning({ id: users.id })
  await tx
    .insert(supplierStaff)
    .values({ userId: guide!.id, supplierUserId, role: 'guide', guideResourceId: kamal!.id })

  // Today's trip: a family in the van with Kamal, booked through the site by a guest.
  const [traveller] = await tx
    .insert(users)
    .values({
      userType: UserType.customer,
      firstName: 'Sophie',
      lastName: 'Martin',
      email: 'sophie.martin@example.fr',
    })
    .returning({ id: users.id })
  const activity = activityByKey('colombo-city-tour')
  const { bookingId } = await insertPaidBooking(tx, {
    reference: DEMO_TRIP_REFERENCE,
    userId: traveller!.id,
    ...bookingRefs(ids, activity),
    startDate: today,
    status: BookingStatus.confirmed,
    adults: 2,
    children: 2,
    lead: {
      firstName: 'Sophie',
      lastName: 'Martin',
      email: 'sophie.martin@example.fr',
      phone: '+33 6 12 34 56 78',
    },
    bookedAt: new Date(now.getTime() - 9 * 24 * 60 * 60 * 1000),
    remarks: 'Two children, 6 and 9.',
  })
  const trip = `b${bookingId}`
  await tx.insert(resourceDays).values([
    { resourceId: van!.id, day: today, trip },
    { resourceId: kamal!.id, day: today, trip },
  ])
  await tx.insert(bookingResources).values([
    { bookingId, kind: 'vehicle', resourceId: van!.id, day: today, trip },
    { bookingId, kind: 'guide', resourceId: kamal!.id, day: today, trip },
  ])
}

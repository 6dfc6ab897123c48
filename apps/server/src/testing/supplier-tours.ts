/**
 * Test helpers of the supplier portal's tour API: fresh suppliers (each its own account, so
 * ownership is tested between two real suppliers), the admin, and a complete tour payload built
 * on the seed's categories and places.
 */
import { randomBytes } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '@serendib/db/client'
import { categories, locations } from '@serendib/db/schema/catalogue'
import { users } from '@serendib/db/schema/users'
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL } from '@serendib/db/seed/insert-demo-people'
import { DEMO_PASSWORD } from '@serendib/db/seed/seed-demo'
import type { SupplierTour, UpdateTourBody } from '@serendib/domain/api/supplier-tours'
import { UserType } from '@serendib/domain/user-types'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { accessToken, bearer } from './accounts.ts'
import { multipart, picture } from './reviews.ts'

export interface TestSupplierAccount {
  id: number
  email: string
  token: string
  headers: { authorization: string }
}

/** A new supplier account with the demo password, signed in. */
export async function createSupplier(app: FastifyInstance, database: Database): Promise<TestSupplierAccount> {
  const [customer] = await database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL))
  const email = `supplier-${randomBytes(5).toString('hex')}@example.com`
  const [user] = await database.db
    .insert(users)
    .values({
      userType: UserType.supplier,
      firstName: 'Ruwan',
      lastName: 'Silva',
      email,
      passwordHash: customer!.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id })
  // Approved, once approval exists (supplier-web's column); a test of pending suppliers says so.
  await database.execute(sql`do $$ begin
    if exists (select 1 from information_schema.columns where table_name = 'users' and column_name = 'approval_status')
    then update users set approval_status = 1 where id = ${sql.raw(String(user!.id))}; end if; end $$`)
  const token = await accessToken(app, email, DEMO_PASSWORD)
  return { id: user!.id, email, token, headers: bearer(token) }
}

/**
 * Marks a supplier pending or approved. The approval column is supplier-web's
 * (users.approval_status, 1 approved); until that branch is merged the test adds it, with the
 * existing suppliers approved as that branch's migration does.
 */
export async function setSupplierApproval(database: Database, userId: number, approved: boolean) {
  await database.execute(
    sql`alter table users add column if not exists approval_status smallint not null default 1`,
  )
  await database.execute(sql`update users set approval_status = ${approved ? 1 : 0} where id = ${userId}`)
}

export interface SupplierToursSuite {
  t: TestApp
  a: TestSupplierAccount
  b: TestSupplierAccount
  admin: { authorization: string }
  customer: { authorization: string }
  categoryId: number
  placeIds: number[]
  pickupIds: number[]
}

export async function supplierToursSuite(
  kind: Parameters<typeof buildTestApp>[0],
  options?: Parameters<typeof buildTestApp>[1],
): Promise<SupplierToursSuite> {
  const t = await buildTestApp(kind, options)
  const db = t.database.db
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1)
  const places = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.isDestination, true))
    .orderBy(asc(locations.id))
    .limit(2)
  const pickups = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.isPickupPoint, true))
    .orderBy(asc(locations.id))
    .limit(2)
  return {
    t,
    a: await createSupplier(t.app, t.database),
    b: await createSupplier(t.app, t.database),
    admin: bearer(await accessToken(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD)),
    customer: bearer(await accessToken(t.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)),
    categoryId: category!.id,
    placeIds: places.map((p) => p.id),
    pickupIds: pickups.map((p) => p.id),
  }
}

/** Every field a day tour needs to be submitted (photos aside). */
export function completeTourBody(
  s: SupplierToursSuite,
  seo = `day-tour-${randomBytes(3).toString('hex')}`,
): UpdateTourBody {
  return {
    title: 'Sigiriya Rock and Dambulla Cave Temple',
    tour_type: 2,
    duration_value: 10,
    duration_unit: 2,
    category_ids: [s.categoryId],
    overview: 'Climb the Lion Rock at sunrise, then the cave temples of Dambulla.',
    start_location_ids: s.placeIds.slice(0, 1),
    itinery: [
      { label: '07:00', summery: 'Pick-up from your hotel', day_number: null },
      { label: '09:00', summery: 'Sigiriya Rock', day_number: null },
    ],
    inclusion: 'Air-conditioned car\nEnglish-speaking driver',
    exclision: 'Entrance tickets',
    know_policy: 'Wear good shoes',
    condtions: 'Minimum age 3',
    cancel_policy: 'Free cancellation up to 24 hours before',
    contact_number: '+94 77 123 4567',
    include_adults: true,
    include_children: true,
    include_infants: false,
    adults_age_from: 12,
    adults_age_to: 99,
    children_age_from: 3,
    children_age_to: 11,
    infant_age_from: 0,
    infant_age_to: 2,
    pricing_basis: 1,
    rates: {
      adult_price_cents: 6500,
      child_price_cents: 3500,
      infant_price_cents: null,
      group_price_cents: null,
    },
    max_group_size: null,
    price_periods: [],
    sale_type: 1,
    pickup_locations: s.pickupIds.map((id) => ({
      location_id: id,
      pickup_time: '07:00',
      minutes_before_start: null,
    })),
    daily_capacity: 20,
    start_times: [],
    blackout_dates: [],
    booking_cutoff: { unit: 'days', value: 1 },
    seo_url: seo,
    seo_title: 'Sigiriya and Dambulla day tour',
    seo_description: 'A day at the Lion Rock and the cave temples.',
  }
}

/** POST /api/supplier/tours as `who`; throws unless created. */
export async function createTour(s: SupplierToursSuite, who: TestSupplierAccount, body: UpdateTourBody = {}) {
  const response = await s.t.app.inject({
    method: 'POST',
    url: '/api/supplier/tours',
    headers: who.headers,
    payload: body,
  })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`)
  return (response.json() as { data: SupplierTour }).data
}

/** A tour created, given a photo, submitted and approved: on sale. */
export async function approvedTour(s: SupplierToursSuite, who: TestSupplierAccount, body: UpdateTourBody) {
  const tour = await createTour(s, who, body)
  const form = multipart([
    { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await picture('jpeg') },
  ])
  const upload = await s.t.app.inject({
    method: 'POST',
    url: `/api/supplier/tours/${tour.id}/photos`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  })
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`)
  const submit = await s.t.app.inject({
    method: 'POST',
    url: `/api/supplier/tours/${tour.id}/submit`,
    headers: who.headers,
  })
  if (submit.statusCode !== 200) throw new Error(`submit failed: ${submit.body}`)
  const approve = await s.t.app.inject({
    method: 'POST',
    url: `/api/admin/tours/${tour.id}/approve`,
    headers: s.admin,
  })
  if (approve.statusCode !== 200) throw new Error(`approve failed: ${approve.body}`)
  const got = await s.t.app.inject({ url: `/api/supplier/tours/${tour.id}`, headers: who.headers })
  return (got.json() as { data: SupplierTour }).data
}

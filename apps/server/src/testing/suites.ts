/** The starting points API suites share: an app on a fresh database with the people a test needs. */
import type { TestDatabaseKind } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { prepareTestTour, type TestTour } from './booking-fixtures.ts'
import { createTestCustomer, supplierOf, type TestCustomer } from './bookings.ts'
import { activeTour, logins, type Logins } from './reviews.ts'

type AppOptions = Parameters<typeof buildTestApp>[1]
export type TestSupplier = Awaited<ReturnType<typeof supplierOf>>

export interface BookingSuite {
  t: TestApp
  tour: TestTour
  customer: TestCustomer
  /** A second customer, for "not your booking". */
  stranger: TestCustomer
  supplier: TestSupplier
}

/** An app with a prepared tour, two signed-in customers and the tour's supplier, signed in. */
export async function bookingSuite(kind: TestDatabaseKind, options?: AppOptions): Promise<BookingSuite> {
  const t = await buildTestApp(kind, options)
  const tour = await prepareTestTour(t.database)
  const customer = await createTestCustomer(t.app, t.database)
  const stranger = await createTestCustomer(t.app, t.database)
  return { t, tour, customer, stranger, supplier: await supplierOf(t.app, t.database, tour.id) }
}

/** A prepared tour run by someone other than `supplierId`, with its supplier signed in. */
export async function tourOfAnotherSupplier(
  t: TestApp,
  supplierId: number,
): Promise<{ tour: TestTour; supplier: TestSupplier }> {
  for (let n = 1; ; n++) {
    const tour = await prepareTestTour(t.database, n)
    const supplier = await supplierOf(t.app, t.database, tour.id)
    if (supplier.id !== supplierId) return { tour, supplier }
  }
}

export interface LoginsSuite {
  t: TestApp
  who: Logins
  tour: Awaited<ReturnType<typeof activeTour>>
}

/** An app with every kind of login (see `logins`) and the n-th active seed tour. */
export async function loginsSuite(
  kind: TestDatabaseKind,
  { tour = 0, ...options }: AppOptions & { tour?: number } = {},
): Promise<LoginsSuite> {
  const t = await buildTestApp(kind, options)
  return { t, who: await logins(t.app, t.database), tour: await activeTour(t.database, tour) }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { testDatabases } from '@serendib/db/testing'
import { activities } from '@serendib/db/schema/activities'
import { dealSubscriptions, deals } from '@serendib/db/schema/deals'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { imageSources } from '@serendib/domain/images'
import { TourStatus } from '@serendib/domain/tour-status'
import type { TestApp } from '../../../../test-app.ts'
import { bearer } from '../../../../testing/accounts.ts'
import { activeTour, type Logins } from '../../../../testing/reviews.ts'
import { loginsSuite } from '../../../../testing/suites.ts'
import type { DealCard } from '@serendib/domain/api/account'

describe.each(testDatabases())('GET /api/account/all/deals on %s', (kind) => {
  let t: TestApp
  let who: Logins

  beforeAll(async () => {
    ;({ t, who } = await loginsSuite(kind))
  })
  afterAll(async () => t?.close())

  const day = (n: number) => addDays(todayInColombo(), n)
  const deal = async (
    title: string,
    startOffset: number,
    endOffset: number,
    extra: Partial<typeof deals.$inferInsert> = {},
  ) => {
    const [row] = await t.database.db
      .insert(deals)
      .values({ title, discountPercent: 15, startsOn: day(startOffset), endsOn: day(endOffset), ...extra })
      .returning()
    return row!
  }
  const fetchDeals = async (token = who.customer) => {
    const response = await t.app.inject({ url: '/api/account/all/deals', headers: bearer(token) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data as DealCard[]
  }

  it('shows running, active deals with image, discount, title and their active tours', async () => {
    const running = await deal('Monsoon escape', -1, 5, {
      discountPercent: 20,
      imageKey: 'deal-monsoon',
      imageWidths: [400, 800, 1200],
    })
    const [a, b, c] = [
      await activeTour(t.database, 1),
      await activeTour(t.database, 2),
      await activeTour(t.database, 3),
    ]
    await t.database.db
      .insert(dealSubscriptions)
      .values([a, b, c].map((tour) => ({ dealId: running.id, activityId: tour.id })))
    // A tour taken off sale is no deal for a traveller.
    await t.database.db.update(activities).set({ status: TourStatus.pending }).where(eq(activities.id, c.id))

    const card = (await fetchDeals()).find((d) => d.id === running.id)
    expect(card).toEqual({
      id: running.id,
      image: imageSources('deal-monsoon', [400, 800, 1200]).url,
      image_srcset: imageSources('deal-monsoon', [400, 800, 1200]).srcset,
      discount: 20,
      title: 'Monsoon escape',
      num_activities: 2,
      starts_on: day(-1),
      ends_on: day(5),
    })
  })

  it('counts today as inside a deal at both ends, and leaves out past, future and switched-off deals', async () => {
    const startsToday = await deal('Starts today', 0, 3)
    const endsToday = await deal('Ends today', -3, 0)
    const past = await deal('Last season', -10, -1)
    const future = await deal('Next season', 1, 10)
    const off = await deal('Switched off', -1, 1, { active: false })
    const shown = (await fetchDeals()).map((d) => d.id)
    expect(shown).toEqual(expect.arrayContaining([startsToday.id, endsToday.id]))
    for (const hidden of [past, future, off]) expect(shown).not.toContain(hidden.id)
    const noImage = (await fetchDeals()).find((d) => d.id === startsToday.id)
    expect(noImage).toMatchObject({ image: null, image_srcset: null, num_activities: 0 })
  })

  it('lists the deal ending soonest first', async () => {
    const ends = (await fetchDeals()).map((d) => d.ends_on)
    expect([...ends].sort()).toEqual(ends)
  })

  it('needs a customer: no token 401, supplier or admin 403', async () => {
    expect((await t.app.inject({ url: '/api/account/all/deals' })).statusCode).toBe(401)
    for (const token of [who.supplier, who.admin]) {
      const response = await t.app.inject({ url: '/api/account/all/deals', headers: bearer(token) })
      expect(response.statusCode).toBe(403)
    }
  })
})

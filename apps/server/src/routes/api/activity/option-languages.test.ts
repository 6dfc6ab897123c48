/**
 * A booked option in the traveller's language (issue 31, decision 088) on both databases: the
 * cost estimate (booking panel and cart) names the option and its vehicles in the page's
 * language, My Bookings and the voucher in the booking's; English where no translation exists,
 * and the supplier's pages stay English.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityOptions, activityOptionTiers } from '@serendib/db/schema/tour-options'
import { activityOptionTranslations } from '@serendib/db/schema/translations'
import { testDatabases } from '@serendib/db/testing'
import { addDays, todayInColombo } from '@serendib/domain/dates'
import { prepareTestTour, type TestTour } from '../../../testing/booking-fixtures.ts'
import { bearer } from '../../../testing/accounts.ts'
import { checkoutItem, createTestCustomer, paySandboxLink, supplierOf } from '../../../testing/bookings.ts'
import { buildTestApp, type TestApp } from '../../../test-app.ts'

const day = addDays(todayInColombo(), 16)

describe.each(testDatabases())('options in the traveller’s language on %s', (kind) => {
  let t: TestApp
  let tour: TestTour
  let priv: number
  let customer: { authorization: string }
  beforeAll(async () => {
    t = await buildTestApp(kind)
    tour = await prepareTestTour(t.database, 2)
    const db = t.database.db
    await db.execute(sql`delete from activity_options where activity_id = ${tour.id}`)
    const [p] = await db
      .insert(activityOptions)
      .values({ activityId: tour.id, name: 'Private with driver-guide', kind: 2, sortOrder: 0 })
      .returning({ id: activityOptions.id })
    priv = p!.id
    await db.insert(activityOptionTiers).values([
      { optionId: priv, name: 'Car', seats: 3, priceCents: 9000, sortOrder: 0 },
      { optionId: priv, name: 'Van', seats: 8, priceCents: 14000, sortOrder: 1 },
    ])
    await db.insert(activityOptionTranslations).values({
      optionId: priv,
      locale: 'de',
      name: 'Privat mit Fahrer-Guide',
      description: '',
      tiers: { Van: 'Kleinbus' },
    })
    await db.execute(
      sql`update supplier_resources set archived_at = now()
           where supplier_user_id = (select supplier_user_id from activities where id = ${tour.id})`,
    )
    customer = bearer((await createTestCustomer(t.app, t.database)).token)
  }, 300_000)
  afterAll(() => t.close())

  const cost = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activity/cost',
      payload: { aid: tour.id, pud: day, pul: tour.pickupLocationId, option_id: priv, ...payload },
    })

  it('names the option and its vehicles in the page language at the cost call, English where untranslated', async () => {
    const german = (await cost({ na: 2, nc: 4, lang: 'de' })).json()
    expect(german.option).toMatchObject({
      id: priv,
      name: 'Privat mit Fahrer-Guide',
      vehicles: [{ name: 'Kleinbus', seats: 8, count: 1, price_cents: 14000 }],
      label: 'Privat mit Fahrer-Guide: Kleinbus (bis 8) × 1',
    })
    // The car has no German name: it stays English inside the German words.
    expect((await cost({ na: 2, lang: 'de' })).json().option.label).toBe(
      'Privat mit Fahrer-Guide: Car (bis 3) × 1',
    )
    // French has no translation: English names, French words around them.
    expect((await cost({ na: 2, lang: 'fr' })).json().option.label).toBe(
      'Private with driver-guide: Car (jusqu’à 3) × 1',
    )
    for (const lang of [undefined, 'en', 'xx'])
      expect((await cost({ na: 2, nc: 4, ...(lang ? { lang } : {}) })).json().option.label).toBe(
        'Private with driver-guide: Van (up to 8) × 1',
      )
  })

  it('shows the booked option in the booking’s language on My Bookings and the voucher, English to the supplier', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/checkout',
      headers: customer,
      payload: {
        booking: [{ ...checkoutItem({ tour, day, adults: 2, children: 4 }), option_id: priv }],
        url: 'http://shop.test',
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await paySandboxLink(t.app, response.json().data.payment_link)).statusCode).toBe(303)
    const reference = response.json().data.bookings[0].booking_reference as string
    const [row] = await t.database.execute<{ id: number }>(
      sql`update bookings set locale = 'de' where booking_reference = ${reference} returning id`,
    )
    const german = 'Privat mit Fahrer-Guide: Kleinbus (bis 8) × 1'
    const voucher = await t.app.inject({ url: `/api/voucher/${reference}`, headers: customer })
    expect(voucher.statusCode, voucher.body).toBe(200)
    expect(voucher.json().data.option_label).toBe(german)
    const mine = await t.app.inject({ url: `/api/account/my-bookings/show/${row!.id}`, headers: customer })
    expect(mine.json().data.option_label).toBe(german)
    const list = await t.app.inject({ url: '/api/account/my-bookings', headers: customer })
    expect(list.statusCode, list.body).toBe(200)
    const listed = list.json().data.bookings.data as Array<{ id: number; option_label: string }>
    expect(listed.find((b) => b.id === row!.id)?.option_label).toBe(german)

    const supplier = bearer((await supplierOf(t.app, t.database, tour.id)).token)
    const detail = await t.app.inject({ url: `/api/supplier/bookings/${row!.id}`, headers: supplier })
    expect(detail.json().data.option_label).toBe('Private with driver-guide: Van (up to 8) × 1')

    // The same booking made in English reads English.
    await t.database.execute(sql`update bookings set locale = 'en' where id = ${row!.id}`)
    const english = await t.app.inject({ url: `/api/account/my-bookings/show/${row!.id}`, headers: customer })
    expect(english.json().data.option_label).toBe('Private with driver-guide: Van (up to 8) × 1')
  })
})

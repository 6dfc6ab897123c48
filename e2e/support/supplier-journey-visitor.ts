/**
 * The visitor's half of the supplier journey (issue 13 "Done means"): the approved round tour is
 * in search; the day tour is found, its second start chosen at the high-season rate, shown in the
 * cart and checkout, paid in the sandbox and named in the receipt; the booking's page shows the
 * start and the amend dialog asks for one again when the date changes.
 */
import { expect } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import type { Journey } from './journey.ts'
import { newPage, snackbar, unexpected } from './page.ts'
import { payOnSandbox } from './sandbox.ts'
import { DEMO_CUSTOMER, logIn } from './session.ts'
import { BLACKOUT_DAY, BOOKED_DAY } from './supplier-tour-forms.ts'
import { isoDateAhead, shotsDir } from './supplier-portal.ts'
import { fillCheckoutContact } from './checkout-details.ts'

const displayDate = (iso: string) => iso.split('-').reverse().join('/')

export async function bookSecondStartAndPay(journey: Journey, tourId: number) {
  const traveller = await newPage(journey, 'desktop')
  const t = traveller.page
  // A signed-in customer, so the booking's own page and the amend dialog can be checked too.
  await logIn(t, journey.site, DEMO_CUSTOMER)
  await t.goto(`${journey.site}/search?key=Hill%20country%20tea%20trail`)
  await t.getByRole('link', { name: 'Hill country tea trail, four days' }).first().waitFor()
  // A visitor finds the day tour in search and opens it.
  await t.goto(`${journey.site}/search?key=Sigiriya%20sunrise%20climb`)
  await t.getByRole('link', { name: 'Sigiriya sunrise climb' }).first().click()
  await t.getByRole('heading', { name: 'Sigiriya sunrise climb' }).first().waitFor()
  // The server offers both start times of the booking date (the panel's pick-up point).
  const pickUp = await t
    .locator('#booking')
    .getByLabel('Pick-up location')
    .locator('option')
    .nth(1)
    .getAttribute('value')
  const quote = (day: string) =>
    fetch(`${journey.app.baseUrl}/api/activity/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ aid: tourId, pul: pickUp, pud: day, na: 1, nc: 0, ni: 0 }),
    })
  expect(await (await quote(BOOKED_DAY)).json()).toMatchObject({
    available_times: [{ time: '05:00' }, { time: '09:30' }],
  })
  // The blackout date is refused.
  expect((await quote(BLACKOUT_DAY)).status).toBe(422)
  // In the booking panel the day's starts appear once it is priced; the visitor takes the
  // second, and without one the panel asks for it before anything reaches the cart.
  const panel = t.locator('#booking')
  await t.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDate(BOOKED_DAY))
  await panel.getByLabel(/^Adults/).selectOption('1')
  const start = panel.getByLabel('Start time')
  await start.waitFor()
  expect(await start.locator('option').allInnerTexts()).toEqual([
    'Choose a start time',
    expect.stringMatching(/^05:00/),
    expect.stringMatching(/^09:30/),
  ])
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await snackbar(t, 'Please select a start time').waitFor()
  await start.selectOption('09:30')
  // The high season's adult rate (60), not the base rate (45).
  await panel.locator('[data-estimate-amount]', { hasText: 'USD 60.00' }).waitFor()
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await snackbar(t, 'Item added to your cart').waitFor()

  // The cart and the checkout show the start; the visitor pays in the sandbox.
  await expect
    .poll(() => t.evaluate(() => JSON.parse(localStorage.getItem('serendib.cart') ?? '[]')))
    .toMatchObject([{ start_time: '09:30' }])
  await t.goto(`${journey.site}/cart`)
  if (shotsDir) await t.screenshot({ path: `${shotsDir}/cart-start-time-1366.png`, fullPage: true })
  await t.locator('[data-start-time]', { hasText: '09:30' }).waitFor()
  await t.getByRole('button', { name: 'Check out' }).click()
  await t.waitForURL(`${journey.site}/checkout`)
  await t.locator('[data-start-time]', { hasText: '09:30' }).waitFor()
  const visitorEmail = `climber.${Date.now()}@example.com`
  await fillCheckoutContact(t, {
    first: 'Ana',
    last: 'Perera',
    email: visitorEmail,
    phone: '+94 77 123 4567',
  })
  await t.getByLabel('Hotel name').fill('Sigiriya Village')
  await t.getByLabel('Hotel address').fill('Sigiriya')
  await t.getByLabel('I agree to the terms and conditions').check()
  await t.getByRole('button', { name: 'Confirm & Pay' }).click()
  await t.waitForURL(/\/payments\/sandbox\//)
  await payOnSandbox(t, 'Ana Perera')
  await t.waitForURL(/\/payment\/complete\?order=/)
  await t.getByRole('heading', { name: 'Thank you for your booking!' }).waitFor()
  // The receipt names the start time.
  const mailbox = await fetch(`${journey.app.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(visitorEmail)}`)
  const mails = ((await mailbox.json()) as { data: { template: string | null; text: string }[] }).data
  expect(mails.find((m) => m.template === 'booking-receipt')?.text).toMatch(/Start time\W+09:30/)

  // The booking detail shows the start; the amend dialog starts from it and asks again for a
  // start when the date changes.
  const reference = (await t.locator('[data-booking-reference]').first().textContent())?.trim() ?? ''
  await t.getByRole('link', { name: 'View my bookings' }).click()
  await t
    .getByRole('link', { name: `View booking ${reference}` })
    .filter({ visible: true })
    .click()
  await t.waitForURL(/\/account\/booking\/detail\/\d+$/)
  const startRow = t.locator('dt', { hasText: /^Start time$/ }).locator('xpath=following-sibling::dd[1]')
  expect(await startRow.first().textContent()).toBe('09:30')
  await t.getByRole('button', { name: 'Amend Tour' }).click()
  const amend = t.getByRole('dialog', { name: 'Amend Tour' })
  await amend.locator('[data-amend-amount]').waitFor()
  expect(await amend.getByLabel('Start time').inputValue()).toBe('09:30')
  await amend.getByRole('textbox', { name: 'Travel date' }).fill(displayDate(isoDateAhead(23)))
  await expect.poll(() => amend.getByLabel('Start time').inputValue()).toBe('')
  await amend.getByRole('button', { name: 'Send Request' }).click()
  await amend.getByText('Please select a start time').waitFor()
  await amend.getByLabel('Start time').selectOption('05:00')
  await amend.locator('[data-amend-amount]').waitFor()
  await amend.getByRole('button', { name: 'Send Request' }).click()
  await snackbar(t, Messages.amendmentSent).waitFor()
  expect(unexpected(traveller.problems, [422])).toEqual([])
  await traveller.context.close()
}

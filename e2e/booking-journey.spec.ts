import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { CartMessages } from '@serendib/domain/cart'
import { CheckoutMessages } from '@serendib/domain/checkout'
import { Messages } from '@serendib/domain/messages'
import { PhoneMessages } from '@serendib/domain/phone'
import { BookingMessages } from '@serendib/domain/pricing'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected, waitForHydration } from './support/page.ts'
import { CARDS, payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, fillLogin, logIn } from './support/session.ts'
import { fillCheckoutContact } from './support/checkout-details.ts'

const journey = useAppAndBrowser()

/** An active day tour and its page, found the way a visitor would reach one. */
async function dayTour(): Promise<{ id: number; url: string }> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)
  const body = (await response.json()) as {
    data: {
      results:
        Array<{ id: number; full_seo_url: string }> | { data: Array<{ id: number; full_seo_url: string }> }
    }
  }
  const results = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  const tour = results[0]
  if (!tour) throw new Error('no day tour in the demo catalogue')
  return { id: tour.id, url: tour.full_seo_url }
}

/**
 * A day tour with an airport among its pick-up points: checkout offers the airport pick-up
 * (flight number and arrival) only for those.
 */
async function airportDayTour(): Promise<{ id: number; url: string }> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?limit=50&tour_type=2`)
  const body = (await response.json()) as {
    data: {
      results:
        Array<{ id: number; full_seo_url: string }> | { data: Array<{ id: number; full_seo_url: string }> }
    }
  }
  const results = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  for (const tour of results) {
    const detail = (await (await fetch(`${journey.app.baseUrl}/api/activity?id=${tour.id}`)).json()) as {
      data: { pickup_locations: Array<{ airport: boolean }> }
    }
    if (detail.data.pickup_locations.some((point) => point.airport))
      return { id: tour.id, url: tour.full_seo_url }
  }
  throw new Error('no day tour with an airport pick-up in the demo catalogue')
}

/** dd/MM/yyyy some weeks ahead, well past any booking cut-off. */
function displayDateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${date.getUTCFullYear()}`
}

/**
 * The panel of the hydrated page. The journey checks one message after another, and before
 * hydration only the last click is held for replay (progressive-enhancement.spec.ts covers that).
 */
async function bookingPanel(page: Page) {
  await waitForHydration(page)
  return page.locator('#booking')
}

async function fillBookingPanel(page: Page, counts: { adults: string; children?: string }) {
  const panel = await bookingPanel(page)
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(21))
  await panel.getByLabel(/^Adults/).selectOption(counts.adults)
  if (counts.children) await panel.getByLabel(/^Children/).selectOption(counts.children)
  await panel.locator('[data-estimate-amount]').waitFor()
  return panel
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

/** Presses Confirm & Pay and expects this spec §5 message in the snackbar, with its field focused. */
async function confirmExpecting(page: Page, message: string, fieldId: string) {
  await page.getByRole('button', { name: 'Confirm & Pay' }).click()
  await snackbar(page, message).waitFor()
  await expect.poll(() => focusedId(page)).toBe(fieldId)
}

async function storedCart(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('serendib.cart') ?? '[]'))
}

describe('booking: tour page, cart, checkout, sandbox payment', () => {
  it('a visitor prices a tour, keeps it in the cart, is told every missing detail in order, pays and gets an account', async () => {
    const { context, page, problems } = await newPage(journey, 'desktop')
    const tour = await dayTour()
    const email = `visitor.${Date.now()}@example.com`

    await page.goto(`${journey.site}${tour.url}`)
    const panel = await bookingPanel(page)
    // Spec §5: the browser's own checks first, in order.
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, Messages.pickupLocationRequired).waitFor()
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, Messages.pickupDateRequired).waitFor()

    // A date the server refuses (past the booking horizon): its message, and no amount.
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(displayDateAhead(800))
    await panel.getByLabel(/^Adults/).selectOption('2')
    await snackbar(page, BookingMessages.tooFar).waitFor()
    await panel.locator('[data-estimate-error]', { hasText: BookingMessages.tooFar }).waitFor()
    expect(await panel.locator('[data-estimate-amount]').count()).toBe(0)
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, CartMessages.fillFormCorrectly).waitFor()

    await fillBookingPanel(page, { adults: '2' })
    const firstPrice = await panel.locator('[data-estimate-amount]').textContent()
    expect(firstPrice).toMatch(/^USD \d/)

    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, CartMessages.itemAdded).waitFor()
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor()
    await panel.getByRole('button', { name: 'Add to cart' }).click()
    await snackbar(page, CartMessages.alreadyInCart).waitFor()

    // The cart: change the counts and the price follows (the server's estimate).
    await page.goto(`${journey.site}/cart`)
    const total = page.locator('[data-cart-total]')
    expect(await total.textContent()).toBe(firstPrice)
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('combobox', { name: 'Adults' }).selectOption('3')
    await expect.poll(() => total.textContent()).not.toBe(firstPrice)
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByText('3 Adults').waitFor()
    const pricedTotal = await total.textContent()

    // A refused change keeps the old amount, says why, and holds the checkout back until fixed.
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('combobox', { name: 'Adults' }).selectOption('0')
    await snackbar(page, Messages.adultsRequired).waitFor()
    await page.locator('[data-price-error]', { hasText: Messages.adultsRequired }).waitFor()
    expect(await page.getByRole('button', { name: 'Check out' }).isDisabled()).toBe(true)
    expect(await total.textContent()).toBe(pricedTotal)
    await page.getByRole('combobox', { name: 'Adults' }).selectOption('3')
    await page.locator('[data-price-error]').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('button', { name: 'Check out' }).isEnabled()).toBe(true)
    await page.getByRole('button', { name: 'Done' }).click()

    await page.getByRole('button', { name: 'Check out' }).click()
    await page.waitForURL(`${journey.site}/checkout`)
    await page.getByText(/As a non-member, an account will be created for you/).waitFor()

    // Spec §5 Checkout's words, every one at once beside its field (issue 30 point 4); the first is focused.
    await page.getByRole('button', { name: 'Confirm & Pay' }).click()
    await snackbar(page, CheckoutMessages.contactFirstName).waitFor()
    await expect.poll(() => focusedId(page)).toBe('co-contact-firstname')
    for (const [id, message] of [
      ['co-contact-firstname', CheckoutMessages.contactFirstName],
      ['co-contact-lastname', CheckoutMessages.contactLastName],
      ['co-contact-email', CheckoutMessages.contactEmail],
      ['co-contact-phone', CheckoutMessages.contactPhone],
      ['co-0-hotel-name', CheckoutMessages.hotelName],
      ['co-0-hotel-address', CheckoutMessages.hotelAddress],
      ['co-terms', CheckoutMessages.terms],
    ] as const) {
      expect(await page.locator(`#${id}-error`).textContent(), id).toBe(message)
      expect(await page.locator(`#${id}`).getAttribute('aria-invalid'), id).toBe('true')
    }
    // A phone without its country code is refused, as in account settings.
    await fillCheckoutContact(page, { first: 'Ana', last: 'Perera', email, phone: 'abc' })
    await page.getByLabel('Hotel name').fill('Galle Face Hotel')
    await page.getByLabel('Hotel address').fill('2 Galle Road, Colombo 3')
    await page.getByRole('button', { name: 'Confirm & Pay' }).click()
    await page.locator('#co-contact-phone-error', { hasText: PhoneMessages.invalid }).waitFor()
    expect(await page.locator('#co-terms-error').textContent()).toBe(CheckoutMessages.terms)
    expect(await page.locator('#co-0-hotel-name-error').textContent()).toBe('')
    // The country list gives a number typed without its code the code.
    const contact = page.getByRole('group', { name: 'Contact information' })
    await contact.getByLabel('Phone', { exact: true }).fill('077 123 4567')
    await contact.getByLabel('Country').selectOption('LK')
    expect(await contact.getByLabel('Phone', { exact: true }).inputValue()).toBe('+94 77 123 4567')
    // The contact travels as the lead traveller unless unticked.
    await page.getByText('Ana Perera travels as the lead traveller.').waitFor()

    // The refund policy dialog: modal, says the 24-hour rule, closes with Escape.
    await page.getByRole('button', { name: 'Read the refund policy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund policy' })
    await dialog.getByText(/24 hours before the tour starts/).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The details survive a reload (they live in the cart); the box is asked again.
    await page.waitForTimeout(1100)
    await page.reload()
    expect(await page.getByLabel('Hotel name').inputValue()).toBe('Galle Face Hotel')
    expect(await contact.getByLabel('Phone', { exact: true }).inputValue()).toBe('+94 77 123 4567')
    await page.getByLabel(CheckoutMessages.consentLabel).check()

    await page.getByRole('button', { name: 'Confirm & Pay' }).click()
    await page.waitForURL(/\/payments\/sandbox\//)
    // The cart stays until the payment is done: back on the site it is all still there.
    await page.goBack()
    await page.getByRole('button', { name: 'Confirm & Pay' }).waitFor()
    expect(await storedCart(page)).toHaveLength(1)
    await page.goForward()
    await page.waitForURL(/\/payments\/sandbox\//)

    // A declined card stays on the payment page with the reason.
    await payOnSandbox(page, 'Ana Perera', CARDS.declined)
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor()

    await payOnSandbox(page, 'Ana Perera')
    await page.waitForURL(/\/payment\/complete\?order=/)
    await page.getByRole('heading', { name: 'Thank you for your booking!' }).waitFor()
    const reference = await page.locator('[data-booking-reference]').first().textContent()
    expect(reference?.trim()).toBeTruthy()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).waitFor()
    await page.getByRole('button', { name: 'Cart, empty' }).waitFor()
    expect(await storedCart(page)).toEqual([])

    // Spec §6: the non-member got an account, and a mail to set its password.
    const mailbox = await fetch(`${journey.app.baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    const { data } = (await mailbox.json()) as { data: Array<{ template: string | null }> }
    expect(data.map((mail) => mail.template)).toContain('set-password')

    // An empty cart sends the browser on to the search page.
    await page.goto(`${journey.site}/cart`)
    await page.waitForURL(`${journey.site}/search?key=`)

    expect(unexpected(problems, [402, 422])).toEqual([])
    await context.close()
  })

  it('a logged-in customer on a phone uses Book Now and goes straight to checkout', async () => {
    const { context, page, problems } = await newPage(journey, 'phone', { isMobile: true })
    const tour = await airportDayTour()

    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.waitForURL(`${journey.site}/account`)

    await page.goto(`${journey.site}${tour.url}`)
    // The phone's booking bar leads to the panel.
    await page.getByRole('link', { name: 'Book Now' }).click()
    const panel = await fillBookingPanel(page, { adults: '1' })
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await page.waitForURL(`${journey.site}/checkout`)
    await page.getByText(/Booking as/).waitFor()

    // Issue 30 point 4: the contact block starts from the account, the country from its phone.
    const contact = page.getByRole('group', { name: 'Contact information' })
    await expect.poll(() => contact.getByLabel('First name').inputValue()).toBe('Alex')
    expect(await contact.getByLabel('Last name').inputValue()).toBe('Morgan')
    expect(await contact.getByLabel('E-mail').inputValue()).toBe(DEMO_CUSTOMER.email)
    expect(await contact.getByLabel('Phone', { exact: true }).inputValue()).toBe('+44 7700 900123')
    expect(await contact.getByLabel('Country').inputValue()).toBe('GB')
    await page.getByText('Alex Morgan travels as the lead traveller.').waitFor()
    // Someone else leads this tour: only their name is asked.
    await page.getByLabel('I am the lead traveller').uncheck()
    const lead = page.getByRole('group', { name: 'Lead traveller' })
    await lead.getByLabel('First name').fill('Nimal')
    await lead.getByLabel('Last name').fill('Silva')
    expect(await page.getByRole('group', { name: 'Other travellers' }).count()).toBe(0)
    await page.getByLabel('Airport').check()
    await confirmExpecting(page, CheckoutMessages.flightNumber, 'co-0-flight-no')
    expect(await page.locator('#co-0-flight-time-error').textContent()).toBe(CheckoutMessages.flightTime)
    await page.getByLabel('Flight number').fill('UL 504')
    await page.getByLabel('Flight arrival time').fill('14:30')
    await page.getByLabel(CheckoutMessages.consentLabel).check()
    await page.getByRole('button', { name: 'Confirm & Pay' }).click()
    await page.waitForURL(/\/payments\/sandbox\//)

    await payOnSandbox(page, 'Ana Perera')
    await page.waitForURL(/\/payment\/complete\?order=/)
    await page.getByRole('heading', { name: 'Thank you for your booking!' }).waitFor()
    await page.getByRole('link', { name: 'View my bookings' }).waitFor()
    // Issue 30 point 8: the booking's own page from the confirmation.
    const view = page.getByRole('link', { name: 'View booking' }).first()
    expect(await view.getAttribute('href')).toMatch(/^\/account\/booking\/detail\/\d+$/)
    expect(await storedCart(page)).toEqual([])

    // The paid booking is the customer's now: it is listed under My Bookings.
    const reference = (await page.locator('[data-booking-reference]').first().textContent())?.trim() ?? ''
    expect(reference).toMatch(/^SB[0-9A-Z]{8}$/)
    await page.getByRole('link', { name: 'View my bookings' }).click()
    await page.waitForURL(`${journey.site}/account/bookings`)
    // Phones get cards, desktops a table: whichever is shown holds the reference.
    await page.locator(`:text("${reference}"):visible`).first().waitFor()

    expect(unexpected(problems, [402, 422])).toEqual([])
    await context.close()
  })

  it("a visitor logs in from the checkout's notice and keeps the cart", async () => {
    const { context, page, problems } = await newPage(journey, 'desktop')
    const tour = await dayTour()

    await page.goto(`${journey.site}${tour.url}`)
    const panel = await fillBookingPanel(page, { adults: '1' })
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await page.waitForURL(`${journey.site}/checkout`)

    // Spec §6: the non-member notice offers the login dialog.
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    const login = page.getByRole('dialog', { name: 'Log in' })
    await fillLogin(login, DEMO_CUSTOMER)
    await login.waitFor({ state: 'hidden' })
    await page.getByText(/Booking as/).waitFor()
    expect(await page.getByText(/As a non-member/).count()).toBe(0)
    expect(await storedCart(page)).toHaveLength(1)

    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('an unknown order reference says so', async () => {
    const { context, page } = await newPage(journey, 'desktop')
    await page.goto(`${journey.site}/payment/complete?order=NOPE-123`)
    await page.getByRole('heading', { name: 'We could not find this order' }).waitFor()
    await context.close()
  })
})

import { describe, expect, it } from 'vitest'
import { Messages } from '@serendib/domain/messages'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, snackbar, unexpected } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { accessToken, DEMO_CUSTOMER, DEMO_PASSWORD, logIn, type Credentials } from './support/session.ts'

const journey = useAppAndBrowser()

/** Owner of the demo customer's round tour, the upcoming booking with the unread reply (seed). */
const SUPPLIER: Credentials = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }

/** A bearer token through the password grant, as the supplier portal would get one. */
const tokenFor = (who: Credentials) => accessToken(journey.app.baseUrl, who)

async function api(path: string, token: string, method: 'GET' | 'POST' = 'GET') {
  return fetch(`${journey.app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } })
}

describe('account bookings: lists, detail, messages, amend, balance payment, cancel', () => {
  it('a customer messages the supplier, amends, pays the accepted balance and cancels', async () => {
    const { context, page, problems } = await newPage(journey, 'desktop')
    await logIn(page, journey.site, DEMO_CUSTOMER)

    // The menu leads to My Bookings: both tables, and the alert on the booking with an unread reply.
    const menu = page.getByRole('navigation', { name: 'My account' })
    await menu.getByRole('link', { name: 'My Bookings' }).click()
    await page.waitForURL(`${journey.site}/account/bookings`)
    await expect
      .poll(() => menu.getByRole('link', { name: 'My Bookings' }).getAttribute('aria-current'))
      .toBe('page')
    // Three lists behind tab links (decision 064): Completed Tours holds the finished tours.
    const lists = page.getByRole('navigation', { name: 'Booking lists' })
    await lists.getByRole('link', { name: /^Completed Tours/ }).click()
    const completed = page.getByRole('region', { name: /Completed Tours/ })
    await completed.getByRole('table').waitFor()
    expect(await completed.getByText('Completed', { exact: true }).count()).toBeGreaterThan(0)
    await lists.getByRole('link', { name: /^Upcoming Tours/ }).click()
    const upcoming = page.getByRole('region', { name: /Upcoming Tours/ })
    await upcoming.getByRole('table').waitFor()
    const alerted = upcoming.locator('tr[data-booking]:has([data-alert])')
    expect(await alerted.count()).toBe(1)
    await alerted.getByRole('img', { name: 'New message' }).waitFor()
    const reference = (await alerted.getAttribute('data-booking')) ?? ''
    expect(await alerted.getByText('Confirmed', { exact: true }).count()).toBe(1)

    // The detail: the thread with the supplier's reply and the hidden message.
    await alerted.getByRole('link', { name: `View booking ${reference}` }).click()
    await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
    const bookingId = Number(new URL(page.url()).pathname.split('/').pop())
    expect(await page.locator('[data-booking-reference]').textContent()).toBe(reference)
    const thread = page.getByRole('list', { name: 'Messages about this booking' })
    await thread.getByText(Messages.messageRemoved).waitFor()
    expect(await thread.locator('[data-message-role="supplier"]').count()).toBeGreaterThan(0)

    // A message to the supplier appears in the thread.
    const text = `Could the driver bring a child seat? (${Date.now()})`
    const form = page.getByRole('region', { name: 'Messages' })
    expect(await form.getByRole('radio', { name: /Supplier/ }).isChecked()).toBe(true)
    await form.getByRole('textbox', { name: 'Message' }).fill(text)
    await form.getByText(`${text.length}/2000 characters`).waitFor()
    await form.getByRole('button', { name: 'Send message' }).click()
    await snackbar(page, Messages.messageSent).waitFor()
    await thread.locator('[data-message-role="customer"]', { hasText: text }).waitFor()
    expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('')

    // Amend: one more adult, priced live; the request waits for the supplier as Pending.
    await page.getByRole('button', { name: 'Amend Tour' }).click()
    const amend = page.getByRole('dialog', { name: 'Amend Tour' })
    const amount = amend.locator('[data-amend-amount]')
    await amount.waitFor()
    const before = await amount.textContent()
    const adults = amend.getByLabel(/^Adults/)
    await adults.selectOption(String(Number(await adults.inputValue()) + 1))
    await expect.poll(() => amount.textContent()).not.toBe(before)
    await expect.poll(() => amend.locator('[data-amend-balance]').textContent()).toMatch(/to pay$/)
    const newTotal = (await amount.textContent()) ?? ''
    await amend.getByRole('button', { name: 'Send Request' }).click()
    await snackbar(page, Messages.amendmentSent).waitFor()
    await amend.waitFor({ state: 'hidden' })
    const row = page.locator('tr[data-amendment]').first()
    await row.getByText('Pending', { exact: true }).waitFor()
    const amendmentId = await row.getAttribute('data-amendment')

    // The supplier accepts through the API: a balance charge with a pay link.
    const supplier = await tokenFor(SUPPLIER)
    const accepted = await api(`/api/supplier/amendments/${amendmentId}/accept`, supplier, 'POST')
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    await page.reload()
    // Spec §4: amendments use the booking labels, so an accepted one reads Confirmed.
    await row.getByText('Confirmed', { exact: true }).waitFor()
    await row.getByRole('link', { name: /^Pay balance/ }).click()
    await page.waitForURL(/\/payments\/sandbox\//)
    await payOnSandbox(page, 'Alex Morgan')
    await page.waitForURL(`${journey.site}/account/booking/detail/${bookingId}`)
    await row.getByText('Paid', { exact: true }).waitFor()
    expect(await row.getByRole('link', { name: /^Pay balance/ }).count()).toBe(0)
    expect(await page.locator('[data-paid-amount]').textContent()).toBe(newTotal)

    // Cancel: the dialog states the refund first; afterwards the booking is Canceled, no buttons.
    await page.getByRole('button', { name: 'Cancel Tour' }).click()
    const cancel = page.getByRole('dialog', { name: 'Cancel Tour' })
    await cancel.locator('[data-cancel-preview]', { hasText: 'Full refund' }).waitFor()
    await cancel.getByRole('button', { name: 'Cancel booking' }).click()
    await cancel.waitFor({ state: 'hidden' })
    await page.locator('[data-snackbar-type="success"]').waitFor()
    const overviewChip = page.locator('section:has(#booking-title) [data-status]').first()
    await expect.poll(() => overviewChip.textContent()).toBe('Canceled')
    expect(await page.getByRole('button', { name: 'Amend Tour' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Cancel Tour' }).count()).toBe(0)

    // Reading the thread cleared the alert; the booking left Upcoming for Canceled & Rejected.
    await menu.getByRole('link', { name: 'My Bookings' }).click()
    await upcoming.getByRole('table').waitFor()
    expect(await upcoming.locator(`tr[data-booking="${reference}"]`).count()).toBe(0)
    await lists.getByRole('link', { name: /^Canceled & Rejected/ }).click()
    const listed = page
      .getByRole('region', { name: /Canceled & Rejected/ })
      .locator(`tr[data-booking="${reference}"]`)
    await listed.getByText('Canceled', { exact: true }).waitFor()
    expect(await listed.locator('[data-alert]').count()).toBe(0)

    expect(unexpected(problems)).toEqual([])
    await context.close()
  }, 180_000)

  it("another customer's booking is not found, and a supplier is sent to /", async () => {
    const supplier = await tokenFor(SUPPLIER)
    const customer = await tokenFor(DEMO_CUSTOMER)
    // The customer's own ids, then the first booking after them that exists (a reviewer's).
    const ids: number[] = []
    for (const status of ['upcoming', 'completed', 'canceled']) {
      const reply = await api(`/api/account/my-bookings?status=${status}`, customer)
      const body = (await reply.json()) as { data: { bookings: { data: Array<{ id: number }> } } }
      ids.push(...body.data.bookings.data.map((b) => b.id))
    }
    let foreign = 0
    for (let id = Math.max(...ids) + 1; id < Math.max(...ids) + 200 && !foreign; id++) {
      if ((await api(`/api/supplier/bookings/${id}/comments`, supplier)).status === 200) foreign = id
    }
    expect(foreign).toBeGreaterThan(0)

    const { context, page, problems } = await newPage(journey, 'phone')
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.goto(`${journey.site}/account/booking/detail/${foreign}`)
    await page.getByRole('heading', { name: 'We could not find this booking' }).waitFor()
    await page.getByRole('link', { name: 'Back to My Bookings' }).click()
    await page.waitForURL(`${journey.site}/account/bookings`)
    // Small screens: cards instead of tables, and the menu as a row of links.
    await page.locator('li[data-booking]').first().waitFor()
    expect(await page.getByRole('table').first().isVisible()).toBe(false)
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Settings' })
      .waitFor()
    expect(unexpected(problems, [404])).toEqual([])
    await context.close()

    // A supplier logged in on this site has no customer account area: it is sent to its own.
    const other = await newPage(journey, 'desktop')
    await logIn(other.page, journey.site, SUPPLIER)
    await other.page.goto(`${journey.site}/account/bookings`)
    await other.page.waitForURL(`${journey.site}/supplier`)
    await other.context.close()
  }, 120_000)
})

/** Steps of the supplier operations journey: API calls, mail from the SMTP inbox, a booking paid in the sandbox. */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatDisplayDate } from '@serendib/domain/dates'
import { header, type Received } from '../../apps/server/src/testing/smtp-inbox.ts'
import { waitForHydration } from './page.ts'
import { payOnSandbox } from './sandbox.ts'
import { accessToken } from './session.ts'
import { fillCheckoutContact } from './checkout-details.ts'

/** A JSON call to the running app's API. */
export async function apiCall<T>(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await response.json()) as T
}

/** A bearer token for one of the demo people (the first-party client's password grant). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  return accessToken(baseUrl, { email, password })
}

/** The first mail to one of `to` whose subject matches, waiting for the outbox worker to send it. */
export async function waitForMail(received: Received[], to: string[], subject: RegExp): Promise<Received> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const found = received.find(
      (m) => m.to.some((address) => to.includes(address)) && subject.test(header(m.raw, 'Subject') ?? ''),
    )
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The visitor books the tour on `day` through the tour page, the cart, checkout and the sandbox. */
export async function bookAndPayOn(
  page: Page,
  site: string,
  tourUrl: string,
  day: string,
  email: string,
): Promise<string> {
  await page.goto(`${site}${tourUrl}`)
  await waitForHydration(page)
  const panel = page.locator('#booking')
  await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
  await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(formatDisplayDate(day))
  await panel.getByLabel(/^Adults/).selectOption('2')
  await panel.locator('[data-estimate-amount]').waitFor()
  await panel.getByRole('button', { name: 'Add to cart' }).click()
  await page.goto(`${site}/cart`)
  await page.getByRole('button', { name: 'Check out' }).click()
  await page.waitForURL(`${site}/checkout`)
  await fillCheckoutContact(page, { first: 'Ana', last: 'Perera', email: email, phone: '+94 77 123 4567' })
  await page.getByLabel('Hotel name').fill('Jetwing Beach')
  await page.getByLabel('Hotel address').fill('Ethukala, Negombo')
  await page.getByLabel('I agree to the terms and conditions').check()
  await page.getByRole('button', { name: 'Confirm & Pay' }).click()
  await page.waitForURL(/\/payments\/sandbox\//)
  await payOnSandbox(page, 'Ana Perera')
  await page.waitForURL(/\/payment\/complete\?order=/)
  const reference = (await page.locator('[data-booking-reference]').first().textContent())?.trim()
  expect(reference).toBeTruthy()
  return reference!
}

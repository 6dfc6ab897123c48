import type { Page } from 'playwright-core'

/** The sandbox provider's test cards. */
export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' }

/** Fills the sandbox payment page and presses Pay. */
export async function payOnSandbox(page: Page, holder: string, card = CARDS.ok) {
  await page.getByLabel('Name on card').fill(holder)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
}

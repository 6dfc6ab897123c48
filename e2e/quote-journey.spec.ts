/**
 * Tailored round tours by quote in the browser (decision 079): a traveller asks on a round tour's
 * page at 1366 px, the supplier answers from a 390 px phone, the traveller accepts and pays the
 * deposit through the sandbox, sees the booking with its balance and pays that by the link; the
 * supplier sees it accepted. And: a visitor asks under /de before any JavaScript (the route's
 * action), the traveller declines that one. axe on every new page.
 */
import { describe, expect, it } from 'vitest'
import { QuoteMessages } from '@serendib/domain/quotes'
import { axeFindings } from './support/axe.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, newPageWithoutJavaScript, snackbar, unexpected } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts'
import { shootBothWidths } from './support/supplier-portal.ts'

const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const TOUR_KEY = '/classic-sri-lanka-7-days/'

const isoAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function roundTourPath(): Promise<string> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?limit=50&tour_type=1`)
  const body = (await response.json()) as {
    data: { results: Array<{ full_seo_url: string }> | { data: Array<{ full_seo_url: string }> } }
  }
  const results = Array.isArray(body.data.results) ? body.data.results : body.data.results.data
  const tour = results.find((t) => t.full_seo_url.includes(TOUR_KEY))
  if (!tour) throw new Error('no classic round tour in the demo catalogue')
  return tour.full_seo_url
}

describe('tailored round tours by quote (decision 079)', () => {
  it('request at 1366 px → the supplier answers at 390 px → accept, pay the deposit → pay the balance by the link', async () => {
    const tourPath = await roundTourPath()
    const traveller = await newPage(journey, 'desktop', { bypassCSP: true })
    const page = traveller.page
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.goto(`${journey.site}${tourPath}`)
    const form = page.locator('[data-quote-form]')
    // Signed in: the account's name and e-mail are used, so the form asks for neither.
    await page.getByText(/The operator answers to customer@serendib\.lk/).waitFor()
    expect(await form.getByLabel('Your name').count()).toBe(0)
    // A refusal shows under its field and keeps what was typed.
    await form
      .getByLabel('Your wishes (optional)')
      .fill('Two nights in Ella, a cooking class, no early starts.')
    await form.getByRole('button', { name: 'Request a quote' }).click()
    await form.getByText(QuoteMessages.startDate).waitFor()
    expect(await form.getByLabel('Start date').getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByLabel('Your wishes (optional)').inputValue()).toContain('Two nights in Ella')
    await shootBothWidths(page, 'tour-quote-form-error')
    await form.getByLabel('Start date').fill(isoAhead(60))
    // The field's message goes once it is changed.
    expect(await form.getByText(QuoteMessages.startDate).count()).toBe(0)
    await form.getByLabel('Children').fill('1')
    await form.getByLabel('Luxury').check()
    await shootBothWidths(page, 'tour-quote-form')
    await form.getByRole('button', { name: 'Request a quote' }).click()
    await page.locator('[data-quote-sent]').getByText(QuoteMessages.requested).waitFor()
    expect(await axeFindings(page, 'tour page, quote sent')).toEqual([])

    // The supplier, on a phone: the Quotes tab, new requests first, the answer prefilled.
    const supplier = await newPage(journey, 'phone', { bypassCSP: true })
    const phone = supplier.page
    await phone.goto(`${journey.site}/supplier/login`)
    await fillLogin(phone, SUPPLIER)
    await phone.waitForURL(/\/supplier$/)
    await phone
      .getByRole('navigation', { name: 'Supplier sections' })
      .getByRole('link', { name: 'Quotes' })
      .click()
    const first = phone.locator('[data-supplier-quotes] > li').first()
    await first.waitFor()
    expect(await first.locator('[data-quote-state]').getAttribute('data-quote-state')).toBe('requested')
    expect(await first.innerText()).toContain('Classic Sri Lanka')
    await shootBothWidths(phone, 'supplier-quotes')
    expect(await axeFindings(phone, 'supplier quotes 390')).toEqual([])
    await first.getByRole('link').click()
    await phone.getByText('Two nights in Ella, a cooking class, no early starts.').waitFor()
    const answer = phone.locator('[data-quote-answer-form]')
    expect(await answer.getByLabel('Title').first().inputValue()).not.toBe('')
    await answer.getByLabel('Total price (USD)').fill('2400')
    await answer.getByRole('radio', { name: 'Percentage' }).check()
    await answer.locator('input[data-field="deposit"]').fill('150')
    await answer.getByRole('button', { name: 'Send the quote' }).click()
    await answer.getByText('The deposit is a whole percentage from 1 to 99').waitFor()
    await answer.locator('input[data-field="deposit"]').fill('25')
    await answer.getByLabel('Balance due, days before travel').fill('14')
    await shootBothWidths(phone, 'supplier-quote-answer')
    expect(await axeFindings(phone, 'supplier quote answer 390')).toEqual([])
    await answer.getByRole('button', { name: 'Send the quote' }).click()
    await snackbar(phone, QuoteMessages.quoted).waitFor()
    await phone.locator('[data-quote-state="quoted"]').waitFor()
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // The traveller reads the quote, writes, accepts and pays the deposit.
    await page.goto(`${journey.site}/account/quotes`)
    const card = page.locator('[data-quotes-list] > li', { hasText: 'Classic Sri Lanka' }).filter({
      has: page.locator('[data-quote-state="quoted"]'),
    })
    await card.getByRole('link').click()
    await page.waitForURL(/\/account\/quotes\/\d+$/)
    const quoteUrl = page.url()
    await page.locator('[data-quote-total]', { hasText: 'USD 2,400.00' }).waitFor()
    expect(await page.locator('[data-quote-deposit]').innerText()).toBe('USD 600.00')
    await page.getByText(/USD 1,800\.00 due by \d{2}\/\d{2}\/\d{4}/).waitFor()
    await page.getByLabel('Your message').fill('Could the Ella nights be in a tea estate bungalow?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.locator('[data-quote-thread]').getByText('tea estate bungalow').waitFor()
    await shootBothWidths(page, 'account-quote-detail')
    expect(await axeFindings(page, 'account quote detail 1366')).toEqual([])
    await page.locator('[data-quote-accept]').click()
    await page.waitForURL(/\/payments\/sandbox\//)
    expect(await page.locator('[data-total]').textContent()).toBe('USD 600.00')
    await payOnSandbox(page, 'Alex Morgan')
    await page.waitForURL(/\/payment\/complete\?order=/)

    // Accepted: the booking's reference, the balance outstanding and its pay link.
    await page.goto(quoteUrl)
    const accepted = page.locator('[data-quote-accepted]')
    await accepted.waitFor()
    expect(await accepted.innerText()).toMatch(/Your booking \S+ is confirmed/)
    expect(await accepted.locator('[data-balance-due]').innerText()).toMatch(
      /Balance: USD 1,800\.00 due by \d{2}\/\d{2}\/\d{4}/,
    )
    await shootBothWidths(page, 'account-quote-accepted')
    await accepted.getByRole('link', { name: 'See the booking' }).click()
    await page.locator('[data-balance-due]', { hasText: 'USD 1,800.00' }).first().waitFor()
    await page.goto(quoteUrl)
    await page.locator('[data-quote-balance-link]').click()
    await page.waitForURL(/\/payments\/sandbox\//)
    expect(await page.locator('[data-total]').textContent()).toBe('USD 1,800.00')
    await payOnSandbox(page, 'Alex Morgan')
    await page.waitForURL(/\/account\/booking\/detail\/\d+$/)
    await page.goto(quoteUrl)
    await page.getByText('Paid in full.').waitFor()

    // The supplier sees it accepted.
    await phone.reload()
    await phone.locator('[data-quote-state="accepted"]').waitFor()
    expect(await phone.locator('[data-quote-answer-form]').count()).toBe(0)

    expect(unexpected(traveller.problems)).toEqual([])
    expect(unexpected(supplier.problems, [422])).toEqual([])
    await traveller.context.close()
    await supplier.context.close()
  }, 240_000)

  it('a visitor asks under /de before any JavaScript; the traveller sees it in My Quotes and declines it', async () => {
    const tourPath = await roundTourPath()
    const visitor = await newPageWithoutJavaScript(journey, 'phone')
    await visitor.page.goto(`${journey.site}/de${tourPath}`)
    const form = visitor.page.locator('[data-quote-form]')
    await form.getByLabel('Startdatum').fill(isoAhead(75))
    await form.getByLabel('E-Mail').fill(DEMO_CUSTOMER.email)
    await form.getByRole('button', { name: 'Angebot anfragen' }).click()
    // The route's action answered: the refusal in German, under the name field.
    await visitor.page.locator('[data-quote-form]').getByText('Bitte geben Sie Ihren Namen ein').waitFor()
    await visitor.page.locator('[data-quote-form]').getByLabel('Ihr Name').fill('Alex Morgan')
    await visitor.page.locator('[data-quote-form]').getByRole('button', { name: 'Angebot anfragen' }).click()
    await visitor.page.getByText('Danke! Ihre Angebotsanfrage wurde gesendet.', { exact: false }).waitFor()
    await visitor.context.close()

    // The demo customer's verified e-mail: the request is theirs; they decline it.
    const traveller = await newPage(journey, 'phone', { bypassCSP: true })
    const page = traveller.page
    await logIn(page, journey.site, DEMO_CUSTOMER)
    await page.goto(`${journey.site}/account/quotes`)
    const card = page
      .locator('[data-quotes-list] > li', { hasText: 'Classic Sri Lanka' })
      .filter({ has: page.locator('[data-quote-state="requested"]') })
      .first()
    // The account's pages render once the browser has the session: wait for the list, not the load.
    await card.waitFor()
    await shootBothWidths(page, 'account-quotes')
    expect(await axeFindings(page, 'my quotes 390')).toEqual([])
    await card.getByRole('link').click()
    await page.getByText('The operator has your request').waitFor()
    await page.locator('[data-quote-decline]').click()
    await page.getByRole('button', { name: 'Yes, decline' }).click()
    await page.locator('[data-quote-state="declined"]').waitFor()
    await page.getByText('You declined this quote.').waitFor()
    expect(await page.locator('[data-quote-decline]').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(await axeFindings(page, 'declined quote 390')).toEqual([])
    expect(unexpected(traveller.problems)).toEqual([])
    await traveller.context.close()
  }, 180_000)

  it('the supplier declines a request it cannot serve, from a phone, with a reason for the traveller', async () => {
    const supplier = await newPage(journey, 'phone', { bypassCSP: true })
    const phone = supplier.page
    await phone.goto(`${journey.site}/supplier/login`)
    await fillLogin(phone, SUPPLIER)
    await phone.waitForURL(/\/supplier$/)
    await phone.goto(`${journey.site}/supplier/quotes`)
    // The demo's open request for the Honeymoon tour.
    const request = phone
      .locator('[data-supplier-quotes] > li', { hasText: 'Honeymoon' })
      .filter({ has: phone.locator('[data-quote-state="requested"]') })
      .first()
    await request.getByRole('link').click()
    await phone.locator('[data-quote-decline]').click()
    await phone.getByLabel('Reason for the traveller (optional)').fill('We are fully booked in those weeks.')
    expect(await axeFindings(phone, 'supplier decline 390')).toEqual([])
    await phone.getByRole('button', { name: 'Decline request' }).click()
    await phone.locator('[data-quote-state="declined"]').waitFor()
    await phone.locator('[data-quote-thread]').getByText('We are fully booked in those weeks.').waitFor()
    expect(await phone.locator('[data-quote-answer-form]').count()).toBe(0)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(unexpected(supplier.problems)).toEqual([])
    await supplier.context.close()
  })
})

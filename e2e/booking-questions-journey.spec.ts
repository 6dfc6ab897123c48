/**
 * Issue 33 (octo/questions) in a browser: a supplier asks two booking questions in the tour
 * editor (a list answered once per booking, a passport number asked of every traveller); a
 * traveller books two adults, is told beside each unanswered field what is missing and nothing is
 * booked; answered, the booking is paid, and the supplier reads the answers on the day manifest
 * and the booking. With SUPPLIER_SCREENSHOTS=<folder> the editor step, checkout and manifest are
 * saved at 390 and 1366 px.
 */
import { describe, expect, it } from 'vitest'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { BookingQuestionMessages as M } from '@serendib/domain/messages/booking-questions'
import { useAppAndBrowser } from './support/journey.ts'
import { apiCall, signIn } from './support/operations.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { DEMO_CUSTOMER, DEMO_PASSWORD, fillLogin, logIn } from './support/session.ts'
import { shootBothWidths } from './support/supplier-portal.ts'
import { fillCheckoutContact } from './support/checkout-details.ts'

const journey = useAppAndBrowser()
const SUPPLIER = { email: 'bookings@lankatrails.example', password: DEMO_PASSWORD }
const day = addDays(todayInColombo(), 5)

interface EditorTour {
  id: number
  status: number
  tour_type: number
  sale_type: number
  full_seo_url: string
  start_times: unknown[]
  pickup_locations: unknown[]
}

/** One of the demo supplier's instant day tours sold for the whole day, with a pick-up point. */
async function dayTour(token: string): Promise<EditorTour> {
  const api = <T>(url: string) => apiCall<T>(journey.app.baseUrl, 'GET', url, token)
  const list = await api<{ data: { tours: { id: number; status: number; tour_type: number }[] } }>(
    '/api/supplier/tours',
  )
  for (const row of list.data.tours.filter((t) => t.status === 1 && t.tour_type === 2)) {
    const tour = (await api<{ data: EditorTour }>(`/api/supplier/tours/${row.id}`)).data
    if (tour.sale_type === 1 && tour.start_times.length === 0 && tour.pickup_locations.length > 0) return tour
  }
  throw new Error('no instant whole-day tour of the demo supplier with a pick-up point')
}

describe('booking questions: the supplier asks, the traveller answers at checkout, the manifest shows', () => {
  it('refuses checkout beside each missing answer, then the supplier reads the answers', async () => {
    const supplierToken = await signIn(journey.app.baseUrl, SUPPLIER.email, SUPPLIER.password)
    const tour = await dayTour(supplierToken)

    // 1. The supplier, on a phone, adds the two questions in the editor's last step.
    const supplier = await newPage(journey, 'phone')
    const sp = supplier.page
    await sp.goto(`${journey.site}/supplier/login`)
    await fillLogin(sp, SUPPLIER)
    await sp.waitForURL(`${journey.site}/supplier`)
    await sp.goto(`${journey.site}/supplier/tours/${tour.id}/questions`)
    await waitForHydration(sp)
    await sp.getByText('No questions yet.').waitFor()
    await sp.getByRole('button', { name: 'Add a question' }).click()
    await sp.getByLabel('Question', { exact: true }).fill('Dietary needs')
    await sp.getByLabel('Answered with').selectOption('select')
    // One option only: the form says what is missing under the field, nothing is saved.
    await sp.getByLabel('Options, one per line').fill('None')
    await sp.getByRole('button', { name: 'Save questions' }).click()
    await sp.getByText(M.optionsRequired).first().waitFor()
    await sp.getByLabel('Options, one per line').fill('None\nVegetarian\nVegan')
    await sp.getByLabel('Help text (optional)').fill('Lunch is served at a village home.')
    await sp.getByLabel('Required').check()
    await sp.getByRole('button', { name: 'Add a question' }).click()
    const second = sp.getByRole('listitem').filter({ hasText: 'Question 2' })
    await second.getByLabel('Question', { exact: true }).fill('Passport number')
    await second.getByLabel('Required').check()
    await second.getByLabel('Ask every traveller').check()
    await sp.getByRole('button', { name: 'Save questions' }).click()
    await sp.locator('[data-snackbar-type]', { hasText: M.saved }).waitFor()
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'questions-editor')
    const saved = await apiCall<{ data: { questions: { label: string }[] } }>(
      journey.app.baseUrl,
      'GET',
      `/api/supplier/tours/${tour.id}/questions`,
      supplierToken,
    )
    expect(saved.data.questions.map((q) => q.label)).toEqual(['Dietary needs', 'Passport number'])

    // 2. The traveller books two adults; Confirm & Pay without answers says what is missing.
    const customer = await newPage(journey, 'desktop')
    const cp = customer.page
    await logIn(cp, journey.site, DEMO_CUSTOMER)
    await cp.goto(`${journey.site}${tour.full_seo_url}`)
    await waitForHydration(cp)
    const panel = cp.locator('#booking')
    await panel.getByLabel('Pick-up location').selectOption({ index: 1 })
    await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(formatDisplayDate(day))
    await panel.getByLabel(/^Adults/).selectOption('2')
    await panel.locator('[data-estimate-amount]').waitFor()
    await panel.getByRole('button', { name: 'Book Now' }).click()
    await cp.waitForURL(`${journey.site}/checkout`)
    const questions = cp.getByRole('region', { name: 'Questions from the tour operator' })
    await questions.getByText('Lunch is served at a village home.').waitFor()
    await fillCheckoutContact(cp, {
      first: 'Ana',
      last: 'Perera',
      email: 'ana.questions@example.com',
      phone: '+94 77 123 4567',
    })
    await cp.getByLabel('Hotel name').fill('Galle Face Hotel')
    await cp.getByLabel('Hotel address').fill('2 Galle Road, Colombo 3')
    await cp.getByLabel('I agree to the terms and conditions').check()
    await cp.getByRole('button', { name: 'Confirm & Pay' }).click()
    const diet = questions.getByLabel('Dietary needs')
    await expect.poll(() => diet.getAttribute('aria-invalid')).toBe('true')
    await questions.getByText(M.required('Dietary needs')).waitFor()
    await questions.getByText(M.required('Passport number (traveller 1)')).waitFor()
    await questions.getByText(M.required('Passport number (traveller 2)')).waitFor()
    await expect.poll(() => cp.evaluate(() => document.activeElement?.id)).toBe(await diet.getAttribute('id'))
    expect(cp.url()).toBe(`${journey.site}/checkout`)
    await shootBothWidths(cp, 'questions-checkout-missing')

    await diet.selectOption('Vegan')
    await expect.poll(() => diet.getAttribute('aria-invalid')).toBeNull()
    const passports = questions.getByLabel('Passport number')
    await passports.nth(0).fill('N1234567')
    await passports.nth(1).fill('N7654321')
    await shootBothWidths(cp, 'questions-checkout-answered')
    await cp.getByRole('button', { name: 'Confirm & Pay' }).click()
    await cp.waitForURL(/\/payments\/sandbox\//)
    await payOnSandbox(cp, 'Ana Perera')
    await cp.waitForURL(/\/payment\/complete\?order=/)
    const reference = (await cp.locator('[data-booking-reference]').first().textContent())!.trim()

    // 3. The supplier's manifest for the day shows the answers under the booking, and so does the booking.
    await sp.goto(`${journey.site}/supplier/manifest?date=${day}`)
    const row = sp.locator('li', { hasText: reference })
    const answers = row.getByRole('definition')
    await row.getByText('Dietary needs:').waitFor()
    expect(await answers.allInnerTexts()).toEqual(['Vegan', 'N1234567', 'N7654321'])
    expect(await row.innerText()).toContain('Passport number (traveller 2):')
    expect(await sp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shootBothWidths(sp, 'questions-manifest')
    const inbox = await apiCall<{ data: { data: { id: number; booking_reference: string }[] } }>(
      journey.app.baseUrl,
      'GET',
      `/api/supplier/bookings?q=${reference}`,
      supplierToken,
    )
    const bookingId = inbox.data.data.find((b) => b.booking_reference === reference)!.id
    await sp.goto(`${journey.site}/supplier/bookings/${bookingId}`)
    const panelAnswers = sp.locator('#answers')
    await panelAnswers.getByRole('heading', { name: /^Traveller 2/ }).waitFor()
    expect(await panelAnswers.innerText()).toMatch(/Dietary needs\s+Vegan/)
    await shootBothWidths(sp, 'questions-supplier-booking')

    expect(unexpected(customer.problems, [422])).toEqual([])
    expect(unexpected(supplier.problems, [422])).toEqual([])
    await customer.context.close()
    await supplier.context.close()
  }, 240_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { addDays, formatDisplayDate, todayInColombo } from '@serendib/domain/dates'
import { header, startSmtp, textPart } from '../apps/server/src/testing/smtp-inbox.ts'
import { useAppAndBrowser } from './support/journey.ts'
import { newPage, unexpected, waitForHydration } from './support/page.ts'
import { payOnSandbox } from './support/sandbox.ts'
import { waitForMail } from './support/operations.ts'
import { axeFindings } from './support/axe.ts'

/**
 * Decision 077: the traveller's interface in the page's language from search to the e-mail.
 * The app sends its mails to a real SMTP server in this process.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>
const env: Record<string, string> = {}
beforeAll(async () => {
  smtp = await startSmtp()
  env.SMTP_URL = smtp.url
})
afterAll(async () => {
  await smtp?.close()
})
const journey = useAppAndBrowser(env)

/** An active day tour with a pick-up point, found through the API as a visitor's search would. */
async function dayTour(): Promise<{ id: number; title: string; url: string }> {
  const response = await fetch(`${journey.app.baseUrl}/api/search?limit=1&tour_type=2`)
  const body = (await response.json()) as {
    data: { results: Array<{ id: number; title: string; full_seo_url: string }> }
  }
  const tour = body.data.results[0]
  if (!tour) throw new Error('no day tour in the demo catalogue')
  return { id: tour.id, title: tour.title, url: tour.full_seo_url }
}

/** A MIME header as read: encoded words (=?UTF-8?Q?…?= / B) decoded. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

const day = addDays(todayInColombo(), 24)

/** The text of the first mail to `to` whose text matches (subjects outside ASCII arrive encoded). */
async function mailText(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const found = smtp.received
      .filter((m) => m.to.includes(to))
      .map((m) => textPart(m.raw))
      .find((text) => pattern.test(text))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The German guest of the first journey: her booking made her an account in German (decision 077). */
let lena: { email: string; reference: string } | null = null

async function choose(page: Page, tourPath: string, labels: { location: string; date: string }) {
  await page.goto(tourPath)
  await waitForHydration(page)
  const panel = page.locator('#booking')
  await panel.getByLabel(labels.location).selectOption({ index: 1 })
  await panel.getByRole('textbox', { name: labels.date }).fill(formatDisplayDate(day))
  return panel
}

describe('the traveller’s interface in every language (decision 077)', () => {
  it('a German visitor searches, books, pays and receives the receipt in German', async () => {
    const tour = await dayTour()
    const { context, page, problems } = await newPage(journey, 'desktop')
    const email = `lena.${Date.now()}@example.com`

    // Search from the German home page's search form.
    await page.goto(`${journey.site}/de`)
    await waitForHydration(page)
    const word = tour.title.split(/\s+/).find((w) => w.length > 4) ?? tour.title
    await page.getByLabel('Suchbegriff').fill(word)
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.waitForURL(/\/de\/search\?/)
    await page.getByText(/^(\d+ Touren? gefunden|\d+–\d+ von [\d.]+\+? Touren?)$/).waitFor()
    await page.getByRole('combobox', { name: 'Sortieren nach' }).waitFor()
    await page.getByRole('heading', { name: 'Filter', exact: true }).first().waitFor()
    await page.getByText(`Ergebnisse für`).first().waitFor()

    // The tour page's booking panel, in German, with its German warning.
    const panel = await choose(page, `${journey.site}/de${tour.url}`, {
      location: 'Abholort',
      date: 'Abholdatum',
    })
    await panel.getByRole('heading', { name: 'Diese Tour buchen' }).waitFor()
    await panel.getByLabel(/^Erwachsene/).selectOption('2')
    await panel.locator('[data-estimate-amount]').waitFor()
    expect(await panel.locator('[data-estimate-amount]').textContent()).toMatch(/^[\d.]+,\d\d\s\$$/)
    await panel.getByRole('button', { name: 'In den Warenkorb' }).click()
    await page.getByText('Zum Warenkorb hinzugefügt').first().waitFor()

    // Cart and checkout keep the language in their address.
    await page.goto(`${journey.site}/de/cart`)
    await page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' }).waitFor()
    await page.getByText('2 Erwachsene').first().waitFor()
    await page.getByRole('button', { name: 'Zur Kasse' }).click()
    await page.waitForURL(`${journey.site}/de/checkout`)
    await page.getByRole('heading', { level: 1, name: 'Kasse' }).waitFor()
    // A spec message, in German, beside its field.
    await page.getByRole('button', { name: 'Bestätigen & bezahlen' }).click()
    await page.getByText('Der Vorname der Kontaktperson darf nicht leer sein').first().waitFor()
    const contact = page.getByRole('group', { name: 'Kontaktdaten' })
    await contact.getByLabel('Vorname').fill('Lena')
    await contact.getByLabel('Nachname').fill('Schmidt')
    await contact.getByLabel('E-Mail').fill(email)
    await page.locator('#co-contact-phone').fill('+49 151 23456789')
    await page.getByLabel('Name des Hotels').fill('Jetwing Beach')
    await page.getByLabel('Adresse des Hotels').fill('Ethukala, Negombo')
    await page.getByLabel('Ich stimme den Geschäftsbedingungen und den Erstattungsregeln zu').check()
    await page.getByRole('button', { name: 'Bestätigen & bezahlen' }).click()
    await page.waitForURL(/\/payments\/sandbox\//)
    await payOnSandbox(page, 'Lena Schmidt')

    // Back on the German page after payment.
    await page.waitForURL(/\/de\/payment\/complete\?order=/)
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' }).waitFor()
    const reference = (await page.locator('[data-booking-reference]').first().textContent())?.trim() ?? ''
    expect(reference).not.toBe('')
    expect(await page.getByRole('link', { name: 'Ihre Buchung finden' }).getAttribute('href')).toMatch(
      /^\/de\/booking\/find\?reference=/,
    )

    // The receipt went out over SMTP in German, dated through Intl for German.
    const mail = await waitForMail(smtp.received, [email], new RegExp(reference))
    const subject = decodedHeader(header(mail.raw, 'Subject') ?? '')
    expect(subject).toMatch(
      new RegExp(`^(Buchung ${reference} bestätigt|Zahlung für Buchung ${reference} erhalten): `),
    )
    const text = textPart(mail.raw)
    expect(text).toContain('Hallo Lena,')
    expect(text).toContain('Reisende: 2 Erwachsene')
    const germanDay = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    )
    expect(text).toContain(`Datum: ${germanDay}`)
    expect(text).not.toContain('Thank you')
    expect(unexpected(problems)).toEqual([])
    lena = { email, reference }
    await context.close()
  }, 240_000)

  it('the German guest chooses her password, sees her account in German, cancels and gets the German mail', async () => {
    if (!lena) throw new Error('the German booking journey did not finish')
    const { email, reference } = lena
    // axe is added as a script: the page's CSP (nonces) would refuse it.
    const { context, page, problems } = await newPage(journey, 'desktop', { bypassCSP: true })

    // The account her guest order made speaks German: its welcome mail links the German page.
    const welcome = textPart((await waitForMail(smtp.received, [email], /Serendib-Konto ist bereit/)).raw)
    const link = /https?:\/\/\S+(\/de\/account\/reset-password\?token=[\w%.-]+)/.exec(welcome)?.[1]
    expect(link, welcome).toBeDefined()
    await page.goto(`${journey.site}${link}`)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: 'Neues Passwort wählen' }).waitFor()
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Galle-Fort-1663')
    await page.getByLabel('Neues Passwort bestätigen').fill('Galle-Fort-1663')
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click()
    await page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.').waitFor()

    // Signing in on the German login page leads to the German account.
    await page.getByRole('link', { name: 'Anmelden' }).last().click()
    await page.waitForURL(`${journey.site}/de/login`)
    await page.getByLabel('E-Mail', { exact: true }).fill(email)
    await page.getByLabel('Passwort', { exact: true }).fill('Galle-Fort-1663')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL(`${journey.site}/de/account`)
    await page.getByRole('heading', { level: 1, name: 'Hallo Lena' }).waitFor()
    expect(await axeFindings(page, '/de/account')).toEqual([])

    await page.goto(`${journey.site}/de/account/bookings`)
    await page.getByRole('heading', { level: 1, name: 'Meine Buchungen' }).waitFor()
    await page.getByRole('link', { name: /^Bevorstehende Touren/ }).waitFor()
    const row = page.locator(`tr[data-booking="${reference}"]`)
    await row.getByText('2 Erwachsene').waitFor()
    expect(await axeFindings(page, '/de/account/bookings')).toEqual([])
    await row.getByRole('link', { name: /^Ansehen/ }).click()
    await page.waitForURL(/\/de\/account\/booking\/detail\/\d+$/)
    await page.getByRole('heading', { name: 'Buchungsdetails' }).waitFor()
    expect(await axeFindings(page, '/de/account/booking/detail')).toEqual([])

    // The cancel dialog says what comes back in German; the cancellation mail is German too.
    await page.getByRole('button', { name: 'Tour stornieren' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tour stornieren' })
    await dialog.getByText(/^Volle Erstattung: [\d.]+,\d\d\s\$$/).waitFor()
    await dialog.getByRole('button', { name: 'Buchung stornieren' }).click()
    await page
      .getByText(/^Ihre Buchung wurde storniert\. Sie erhalten eine volle Erstattung von /)
      .first()
      .waitFor()
    const canceled = await mailText(email, new RegExp(`Ihre Buchung ${reference} ist storniert`))
    expect(canceled).toContain(`Ihre Buchung ${reference} ist storniert.`)
    expect(canceled).toContain('Ihre Buchung ansehen')
    expect(canceled).not.toContain('View your booking')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  }, 120_000)

  it('a Russian visitor sees the plural forms of 1, 2 and 5 travellers and of the tours found', async () => {
    const tour = await dayTour()
    const { context, page, problems } = await newPage(journey, 'phone')
    const panel = await choose(page, `${journey.site}/ru${tour.url}`, {
      location: 'Место встречи',
      date: 'Дата встречи',
    })
    await panel.getByLabel(/^Взрослые/).selectOption('1')
    await panel.locator('[data-estimate-amount]').waitFor()
    await panel.getByRole('button', { name: 'В корзину' }).click()
    await page.getByText('Добавлено в корзину').first().waitFor()
    await page.goto(`${journey.site}/ru/cart`)
    await page.getByRole('heading', { level: 1, name: 'Ваша корзина' }).waitFor()
    const item = page.getByRole('list', { name: 'Туры в корзине' }).getByRole('listitem').first()
    await item.getByText(/(^|\s)1 взрослый$/).waitFor()
    await page.getByText('Итого (1 тур)').waitFor()
    for (const [count, words] of [
      ['2', '2 взрослых'],
      ['5', '5 взрослых'],
    ] as const) {
      await item.getByRole('button', { name: 'Изменить' }).click()
      await item.getByLabel('Взрослые').selectOption(count)
      await item.getByRole('button', { name: 'Готово' }).click()
      await item.getByText(new RegExp(`(^|\\s)${words}$`)).waitFor()
    }

    // The search's count line: "1–12 из 21 тура", "1–12 из 45 туров" (genitive after из), or
    // "Найдено 5 туров" on one page: the form follows the number as Russian has it.
    await page.goto(`${journey.site}/ru/day-tours?view=list`)
    const line = ((await page.locator('p[aria-live="polite"]').first().textContent()) ?? '').replace(
      /\s/g,
      ' ',
    )
    const paged = /из ([\d ]+) (тура|туров)$/.exec(line)
    const single = /^Найден[оa]? ([\d ]+) (тур|тура|туров)$/.exec(line)
    const found = paged ?? single
    expect(found, line).not.toBeNull()
    const total = Number(found![1]!.replace(/\D/g, ''))
    const one = total % 10 === 1 && total % 100 !== 11
    const few = [2, 3, 4].includes(total % 10) && ![12, 13, 14].includes(total % 100)
    expect(found![2]).toBe(paged ? (one ? 'тура' : 'туров') : one ? 'тур' : few ? 'тура' : 'туров')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  }, 240_000)
})

/**
 * Issue 31 audit of the traveller pages: renders every traveller page in /de and /ja (home, search
 * with and without results, a day tour, a round tour, a tour with options, cart with an item,
 * checkout and its client-side checks, sign-up, login, password reset, booking lookup, the account
 * pages signed in as the demo customer, help, about, a location page, an article, a 404) and lists
 * what is still English: texts, aria-labels, placeholders, titles and alt texts equal to an English
 * catalogue value (and not the same in that language) or holding an everyday English word. Text
 * inside lang="en" (tour content shown in English with its note) is left out; reviews, messages,
 * tour titles and demo names still show and are read by a person.
 * Usage (after `npm run build` and a demo server): node scripts/audit-traveller-language.ts <site> [de,ja]
 * The lasting check is apps/web/app/components/english-leftovers.test.ts.
 */
import { chromium, type Page } from 'playwright-core'
import { en } from '../packages/domain/src/i18n/messages/en.ts'
import { de } from '../packages/domain/src/i18n/messages/de.ts'
import { fr } from '../packages/domain/src/i18n/messages/fr.ts'
import { hi } from '../packages/domain/src/i18n/messages/hi.ts'
import { ja } from '../packages/domain/src/i18n/messages/ja.ts'
import { ru } from '../packages/domain/src/i18n/messages/ru.ts'
import { zh } from '../packages/domain/src/i18n/messages/zh.ts'

const catalogues = { de, fr, hi, ja, ru, zh } as Record<string, Record<string, string>>

/** Everyday English UI words; in French a few ("date", "total", "[télé]phone") are French too: read the list. */
const ENGLISH_WORDS =
  /\b(the|your|and|with|from|please|loading|log in|sign in|sign up|search|cancel|close|next|previous|show more|add to|remove|save|edit|back to|submit|continue|select|required|adults?|children|infants?|per person|reviews?|book now|total|price|date|travellers?|view|help|about us|contact us|page not found|password|e-mail address|first name|last name|phone|country)\b/i

export function englishValues(locale: string): Set<string> {
  const local = catalogues[locale] ?? {}
  const values = new Set<string>()
  for (const [id, value] of Object.entries(en as Record<string, string>)) {
    if (typeof value !== 'string' || value.includes('{')) continue
    if (local[id] === value) continue
    const text = value.trim()
    if (text.length >= 3 && /[a-z]/i.test(text)) values.add(text)
  }
  return values
}

export interface Leftover {
  where: string
  text: string
}

/** The page's texts and labelling attributes, each with where it was, skipping lang="en" content. */
export async function pageTexts(page: Page): Promise<Leftover[]> {
  return page.evaluate(() => {
    const out: { where: string; text: string }[] = []
    const english = (el: Element | null) =>
      el?.closest('[lang]')?.getAttribute('lang')?.startsWith('en') ?? false
    const visible = (el: Element) => {
      if (el.closest('[hidden],script,style,noscript,template')) return false
      const style = getComputedStyle(el)
      const sr = el.closest('.sr-only')
      return sr !== null || (style.display !== 'none' && style.visibility !== 'hidden')
    }
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      return `${el.tagName.toLowerCase()}${id}`
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      const parent = node.parentElement
      if (!text || !parent || english(parent) || !visible(parent)) continue
      out.push({ where: name(parent), text })
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      if (english(el)) continue
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute)?.trim()
        if (value) out.push({ where: `${name(el)}[${attribute}]`, text: value })
      }
    }
    out.push({ where: 'title', text: document.title })
    return out
  })
}

/** What on the page is still English, by the catalogue's values and everyday words. */
export async function englishLeftovers(
  page: Page,
  locale: string,
  allowed: RegExp[] = [],
): Promise<Leftover[]> {
  const values = englishValues(locale)
  return (await pageTexts(page)).filter(
    ({ text }) =>
      (values.has(text) || ENGLISH_WORDS.test(text)) && !allowed.some((pattern) => pattern.test(text)),
  )
}

const site = process.argv[2] ?? 'http://127.0.0.1:3947'
const locales = (process.argv[3] ?? 'de,ja').split(',')
// Demo catalogue addresses (packages/db/src/seed): a day tour with options, a round tour, a search
// with results and one without, and the information pages.
const pages = [
  '',
  '/search?q=kandy',
  '/search?q=zzzqqqxx',
  '/day-tours/sigiriya-dambulla-day-tour/details/25',
  '/round-tours/classic-sri-lanka-7-days/details/1',
  '/cart',
  '/checkout',
  '/account/signup',
  '/login',
  '/account/reset-password',
  '/booking/find',
  '/help',
  '/help/0',
  '/about',
  '/kandy/kandy-tours-and-activities/location/2',
  '/travel-inspiration',
  '/travel-inspiration/when-to-visit-sri-lanka',
  '/no-such-page-here',
]
const account = [
  '/account',
  '/account/bookings',
  '/account/settings',
  '/account/favorites',
  '/account/quotes',
  '/account/reviews',
  '/account/deals',
]
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
const page = await context.newPage()
const seen = new Map<string, Set<string>>()
/** Notes what the page shows in English now, under `label`. */
async function record(label: string, locale: string) {
  for (const l of await englishLeftovers(page, locale)) {
    const key = `${l.where} | ${l.text.slice(0, 140)}`
    if (!seen.has(key)) seen.set(key, new Set())
    seen.get(key)!.add(label)
  }
}
async function audit(path: string, locale: string) {
  await page
    .goto(`${site}/${locale}${path}`, { waitUntil: 'networkidle', timeout: 30000 })
    .catch((e) => console.log('NAV FAIL', path, String(e).slice(0, 100)))
  await page.waitForTimeout(300)
  await record(`${locale}${path}`, locale)
}
for (const locale of locales) for (const p of pages) await audit(p, locale)
// log in
await page.goto(`${site}/de/login`)
await page.locator('input[name="username"]').fill('customer@serendib.lk')
await page.locator('input[type="password"]').first().fill('Serendib!2026')
await page.locator('input[type="password"]').first().press('Enter')
await page
  .waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20000 })
  .catch(() => console.log('login?'))
for (const locale of locales) {
  for (const p of account) await audit(p, locale)
  await page.goto(`${site}/${locale}/account/bookings`, { waitUntil: 'networkidle' })
  const href = await page
    .locator('a[href*="/account/booking/detail/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  if (href) await audit(href.replace(/^\/[a-z]{2}(?=\/)/, ''), locale)
  await page.goto(`${site}/${locale}/account/quotes`, { waitUntil: 'networkidle' })
  const qh = await page
    .locator('a[href*="/account/quotes/"]')
    .first()
    .getAttribute('href')
    .catch(() => null)
  if (qh) await audit(qh.replace(/^\/[a-z]{2}(?=\/)/, ''), locale)
}

// Forms and an item in the cart
const ahead = (days: number) => {
  const d = new Date(Date.now() + days * 864e5)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}
// an item in the cart, from the English tour page
const tour = '/day-tours/sigiriya-dambulla-day-tour/details/25'
await page.goto(`${site}${tour}`, { waitUntil: 'networkidle' })
const panel = page.locator('#booking')
await panel
  .getByLabel('Pick-up location')
  .selectOption({ index: 1 })
  .catch((e) => console.log('pickup', String(e).slice(0, 100)))
await panel.getByRole('textbox', { name: 'Pick-up date' }).fill(ahead(21))
await panel.getByLabel(/^Adults/).selectOption('2')
await panel
  .locator('[data-estimate-amount]')
  .waitFor({ timeout: 15000 })
  .catch(() => console.log('no estimate'))
await panel.getByRole('button', { name: 'Add to cart' }).click()
await page.waitForTimeout(1500)
console.log('cart:', await page.evaluate(() => localStorage.getItem('serendib.cart')?.slice(0, 80)))
for (const locale of locales) {
  await audit(tour, locale)
  // the booking panel's own checks: Add to cart with nothing chosen
  await page
    .goto(`${site}/${locale}/day-tours/kandy-day-trip-from-colombo/details/26`, { waitUntil: 'networkidle' })
    .catch(() => {})
  const b = page.locator('#booking button[type=submit], #booking button').filter({ hasText: /./ })
  console.log(locale, 'panel buttons', await b.allTextContents())
  await audit('/cart', locale)
  await audit('/checkout', locale)
  // Confirm & Pay with nothing filled: the client-side checks
  const pay = page.locator('form button[type=submit]').last()
  for (let i = 0; i < 3; i++) {
    await pay.click().catch(() => {})
    await page.waitForTimeout(600)
    await record(`${locale}/checkout submit ${i}`, locale)
  }
  await audit('/account/signup', locale)
  const sub = page.locator('main form button[type=submit]').first()
  await sub.click().catch(() => {})
  await page.waitForTimeout(600)
  await record(`${locale}/signup submit`, locale)
  await page
    .locator('main input[type=email]')
    .first()
    .fill('not-an-email')
    .catch(() => {})
  await page
    .locator('main input[type=password]')
    .first()
    .fill('short')
    .catch(() => {})
  await sub.click().catch(() => {})
  await page.waitForTimeout(600)
  await record(`${locale}/signup submit2`, locale)
  await audit('/login', locale)
  await page
    .locator('main form button[type=submit]')
    .first()
    .click()
    .catch(() => {})
  await page.waitForTimeout(600)
  await record(`${locale}/login submit`, locale)
  await audit('/account/reset-password', locale)
  await page
    .locator('main form button[type=submit]')
    .first()
    .click()
    .catch(() => {})
  await page.waitForTimeout(600)
  await record(`${locale}/reset submit`, locale)
  await audit('/booking/find', locale)
  await page
    .locator('main form button[type=submit]')
    .first()
    .click()
    .catch(() => {})
  await page.waitForTimeout(600)
  await record(`${locale}/find submit`, locale)
  await audit('/round-tours/classic-sri-lanka-7-days/details/1', locale)
  const qf = page.locator('[data-quote-form]')
  await qf
    .locator('button[type=submit]')
    .click()
    .catch((e) => console.log('quote', String(e).slice(0, 80)))
  await page.waitForTimeout(800)
  await record(`${locale}/quote submit`, locale)
  await audit('/day-tours/galle-fort-south-coast-day-trip/details/15', locale)
}
for (const [key, where] of [...seen].sort())
  console.log(key, '  @', [...where].slice(0, 3).join(' '), where.size > 3 ? `+${where.size - 3}` : '')
await browser.close()

/**
 * Issue 31 audit: signs in as the demo supplier and the demo guide, renders every portal page in
 * /si and /ta and lists what is still English (text, aria-label, placeholder, title, alt).
 * Usage: node scripts/audit-portal-language.ts <site> [si|ta] > report.txt
 */
import { chromium, type Page } from 'playwright-core'
import { portalEn } from '../packages/domain/src/i18n/portal/en.ts'

const site = process.argv[2] ?? 'http://127.0.0.1:3947'
const locales = (process.argv[3] ?? 'si,ta').split(',')
const PASSWORD = 'Serendib!2026'
const english = new Set(
  Object.values(portalEn as Record<string, string>)
    .filter((v) => typeof v === 'string' && !v.includes('{'))
    .map((v) => v.trim()),
)

async function token(email: string) {
  const client = await (await fetch(`${site}/api/auth/config`)).json()
  const r = await fetch(`${site}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...client, grant_type: 'password', username: email, password: PASSWORD }),
  })
  return ((await r.json()) as { access_token: string }).access_token
}
interface Listed {
  data: { tours: { id: number; title: string }[]; quotes: { id: number }[]; data: { id: number }[] }
}
async function api(tok: string, path: string) {
  return (await (
    await fetch(`${site}${path}`, { headers: { authorization: `Bearer ${tok}` } })
  ).json()) as Listed
}

async function collect(page: Page) {
  return page.evaluate(() => {
    const out: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const p = n.parentElement
      if (!p || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(p.tagName)) continue
      const s = (n.textContent ?? '').trim()
      if (s) out.push(`text: ${s}`)
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
      for (const a of ['aria-label', 'placeholder', 'title', 'alt'])
        if (el.getAttribute(a)) out.push(`${a}: ${el.getAttribute(a)}`)
    for (const o of document.querySelectorAll('option')) out.push(`option: ${o.textContent}`)
    out.push(`<title>: ${document.title}`)
    return out
  })
}

function englishLeft(lines: string[]) {
  return [...new Set(lines)].filter((l) => {
    const v = l.slice(l.indexOf(': ') + 2).trim()
    if (/[\u0D80-\u0DFF\u0B80-\u0BFF]/.test(v)) return english.has(v)
    return /[A-Za-z]{2,}/.test(v)
  })
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
async function session(email: string) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await ctx.newPage()
  await page.goto(`${site}/supplier/login`)
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL((u) => !u.pathname.endsWith('/login'))
  return page
}

const supTok = await token('bookings@lankatrails.example')
const bookings = await api(supTok, '/api/supplier/bookings?when=all')
const bookingId = bookings.data.data[0]?.id
const tours = await api(supTok, '/api/supplier/tours')
const tourIds: number[] = tours.data.tours
  .filter((t) => /Colombo City|Sigiriya Rock|Grand Tour/.test(t.title))
  .map((t) => t.id)
const quotes = await api(supTok, '/api/supplier/quotes')
const quoteId = quotes.data.quotes[0]?.id
const steps = [
  'basics',
  'itinerary',
  'details',
  'photos',
  'prices',
  'pickup',
  'availability',
  'seo',
  'questions',
  'options',
  'languages',
  'preview',
]
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null
const supplierPages = [
  '',
  'bookings',
  'bookings?status=0',
  'bookings?when=all&status=3',
  `bookings/${bookingId}`,
  'manifest',
  'manifest?print',
  'check-in',
  'tours',
  'tours?status=1',
  ...tourIds.flatMap((id) => steps.map((s) => `tours/${id}/${s}`)),
  'quotes',
  `quotes/${quoteId}`,
  'team',
  'earnings',
  'profile',
]
const guidePages = ['', 'team', 'manifest', 'bookings']

const page = await session('bookings@lankatrails.example')
const guide = await session('guide@lankatrails.example')
for (const locale of locales) {
  for (const [who, p, list] of [
    ['supplier', page, supplierPages],
    ['guide', guide, guidePages],
  ] as const) {
    for (const path of list) {
      if (only && !only.test(path)) continue
      const url = `${site}/${locale}/supplier${path ? `/${path.replace('?print', '')}` : ''}`
      await p.emulateMedia({ media: path.endsWith('?print') ? 'print' : 'screen' })
      await p.goto(url)
      await p.waitForLoadState('networkidle')
      await p.waitForTimeout(400)
      const left = englishLeft(await collect(p))
      console.log(`\n## ${locale} ${who} ${path || '(dashboard)'}  -> ${p.url().replace(site, '')}`)
      for (const l of left) console.log(`  ${l}`)
    }
  }
}
await browser.close()

/**
 * What a page carries as data (decision 071, catalogue split per area): the bytes of each page's
 * hydration data in its HTML (React Router's turbo-stream scripts) and of a client navigation's
 * `.data` answer to it, raw and gzip -9, with the catalogue's share (the `messages` parts).
 * Starts the built marketplace on the embedded demo catalogue.
 *   node bench/page-data.ts
 */
import { gzipSync } from 'node:zlib'
import { startApp } from '../e2e/support/app-server.ts'

const app = await startApp()
try {
  const sample = (await (await fetch(`${app.baseUrl}/api/search?limit=1&tour_type=2`)).json()) as {
    data: { results: Array<{ full_seo_url: string }> }
  }
  const tour = sample.data.results[0]!.full_seo_url
  const pages: Record<string, string> = {
    '/': '/',
    '/search': '/search?key=kandy',
    'tour page': tour,
    '/de tour page': `/de${tour}`,
    '/checkout': '/checkout',
  }
  const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length
  const rows = []
  for (const [name, path] of Object.entries(pages)) {
    // A cookie keeps the page out of the page cache; the data is the same.
    const html = await (await fetch(`${app.baseUrl}${path}`, { headers: { cookie: 'bench=1' } })).text()
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((s) => s.includes('streamController') || s.includes('__reactRouterContext'))
      .join('\n')
    const [pathname, search] = path.split('?')
    const dataUrl = `${pathname === '/' ? '/_root' : pathname!.replace(/\/$/, '')}.data${search ? `?${search}` : ''}`
    const data = await (await fetch(`${app.baseUrl}${dataUrl}`, { headers: { cookie: 'bench=1' } })).text()
    rows.push({
      page: name,
      'HTML bytes': Buffer.byteLength(html),
      'hydration data': Buffer.byteLength(scripts),
      'hydration data gzip': gz(scripts),
      '.data (all loaders)': Buffer.byteLength(data),
      '.data gzip': gz(data),
    })
  }
  console.table(rows)
} finally {
  await app.stop()
}

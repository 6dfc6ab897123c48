/**
 * Foundation figures: cold start to the first served page (fresh data folder: migrations, demo
 * seed, image drawing), warm start (same folder), and the JavaScript the home page loads (gzip).
 * Usage: node bench/startup.ts   (needs a web build: npm run build)
 */
import { gzipSync } from 'node:zlib'
import { startApp } from '../e2e/support/app-server.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

async function timeToFirstPage(
  dataDir: string,
): Promise<{ ms: number; stop: () => Promise<unknown>; baseUrl: string }> {
  const started = performance.now()
  const app = await startApp({}, dataDir)
  const response = await fetch(`${app.baseUrl}/`)
  if (response.status !== 200) throw new Error(`home answered ${response.status}`)
  await response.text()
  return { ms: performance.now() - started, stop: () => app.stop(), baseUrl: app.baseUrl }
}

/** Every script the home page loads before it is interactive: module entries and preloads. */
async function homeJavaScriptGzip(baseUrl: string): Promise<{ files: number; bytes: number; gzip: number }> {
  const html = await (await fetch(`${baseUrl}/`)).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!)
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(match[1]!)
  let bytes = 0
  let gzip = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())
    bytes += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { files: urls.size, bytes, gzip }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-bench-'))
try {
  const cold = await timeToFirstPage(dataDir)
  const js = await homeJavaScriptGzip(cold.baseUrl)
  await cold.stop()
  const warm = await timeToFirstPage(dataDir)
  await warm.stop()
  console.log(`cold start to first page (fresh data, seed + images): ${(cold.ms / 1000).toFixed(1)} s`)
  console.log(`warm start to first page (existing data):              ${(warm.ms / 1000).toFixed(1)} s`)
  console.log(
    `home page JavaScript: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

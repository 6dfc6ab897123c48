/**
 * Foundation figures: cold start to the first served page (fresh data folder: migrations, demo
 * seed, image drawing), warm start (same folder), and the JavaScript the home page loads (gzip).
 * Usage: node bench/startup.ts   (needs a web build: npm run build)
 */
import { startApp } from '../e2e/support/app-server.ts'
import { HOME_JS_BUDGET_GZIP, homeJavaScriptGzip } from '../e2e/support/home-javascript.ts'
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
    `home page JavaScript: ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB raw, ${(js.gzip / 1024).toFixed(1)} KB gzip (${js.gzip} bytes; target 140 KB = ${HOME_JS_BUDGET_GZIP})`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

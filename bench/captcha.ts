/**
 * How long the sign-up captcha takes a person: the real ALTCHA widget on /account/signup in
 * Chromium, solving challenges at the app's default cost (CAPTCHA_COST, decision 010).
 * Chromium's CPU throttling slows the page but not the widget's Web Workers, where the proof of
 * work runs, so the figure is this machine's; a phone is estimated from it in docs/benchmarks.md.
 *   node bench/captcha.ts [--runs 7]
 */
import { parseArgs } from 'node:util'
import { startApp } from '../e2e/support/app-server.ts'
import { launchBrowser } from '../e2e/support/browser.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(values.runs)

const app = await startApp({ LOG_LEVEL: 'error' })
const browser = await launchBrowser()
try {
  console.log('CPU slow-down (page only) | median solve (ms) | max (ms)')
  for (const rate of [1, 4]) {
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await page.goto(`${app.baseUrl}/account/signup`)
      await page.locator('altcha-widget input[type="checkbox"]').waitFor()
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const started = performance.now()
      // The widget starts its proof of work when the form gets focus (auto="onfocus").
      await page.getByLabel('First name').focus()
      await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 60_000 })
      times.push(performance.now() - started)
      await context.close()
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN
    console.log(`${rate}× | ${Math.round(median)} | ${Math.round(times.at(-1) ?? Number.NaN)}`)
  }
} finally {
  await browser.close()
  await app.stop()
}

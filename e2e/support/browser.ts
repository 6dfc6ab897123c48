import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium (no browser downloads here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Headless, and nothing that phones home: this machine's network is closed. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright gives every launch a fresh, throw-away profile directory itself. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
}

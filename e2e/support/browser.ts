import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's Chromium with the flags this workplace needs (no browser downloads here).
 * Playwright gives every launch a fresh, throw-away profile directory itself.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

import { afterAll, beforeAll, inject } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { startApp } from './app-server.ts'
import { startCluster } from './cluster-server.ts'
import { takeFromPool } from './server-pool.ts'

/** The server a journey talks to: its address, and a way to stop it. */
interface JourneyServer {
  readonly baseUrl: string
  stop: () => Promise<unknown>
}

export interface Journey {
  readonly app: JourneyServer
  readonly browser: Browser
  /**
   * The site's public address (PUBLIC_URL, http://localhost:PORT by default): the payment page
   * sends the browser back there, and the session and cart are per origin.
   */
  readonly site: string
}

/**
 * For a spec file: the built marketplace on a fresh data folder plus a Chromium, started once
 * before its tests and stopped after them. Read `journey.app` / `journey.browser` inside tests.
 * `env` adds server settings (e.g. `CAPTCHA_COST: '1'` so the sign-up captcha solves at once).
 */
export function useAppAndBrowser(env: Record<string, string> = {}): Journey {
  let app: JourneyServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    // E2E_CLUSTER_PROCESSES=2: the same journey through nginx and 2 processes on PostgreSQL.
    const processes = Number(process.env.E2E_CLUSTER_PROCESSES ?? 0)
    // The `e2e` project's pool has a server with these settings started already
    // (server-pool.ts); the timed journeys (`e2e-alone`) start their own, with nothing beside.
    const pool = inject('journeyServerPool')
    // Side by side: Chromium starts while the server opens its database (~1 s a spec). Both
    // are kept even if the other failed, so afterAll stops whichever did start.
    const [started, launched] = await Promise.allSettled([
      processes > 0 ? startCluster(processes, env) : pool ? takeFromPool(pool, env) : startApp(env),
      launchBrowser(),
    ])
    if (started.status === 'fulfilled') app = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    if (started.status === 'rejected') throw started.reason
    if (launched.status === 'rejected') throw launched.reason
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  return {
    get app() {
      if (!app) throw new Error('the app is not started yet')
      return app
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet')
      return browser
    },
    get site() {
      return this.app.baseUrl.replace('//127.0.0.1:', '//localhost:')
    },
  }
}

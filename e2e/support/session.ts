import type { Locator, Page } from 'playwright-core'

export interface Credentials {
  email: string
  password: string
}

/** The seeded demo customer, Alex; every demo person has the same password (packages/db/src/seed). */
export const DEMO_PASSWORD = 'Serendib!2026'
export const DEMO_CUSTOMER: Credentials = { email: 'customer@serendib.lk', password: DEMO_PASSWORD }

/** Fills a login form, the page's or the dialog's, and sends it with Enter. */
export async function fillLogin(scope: Page | Locator, { email, password }: Credentials) {
  await scope.getByLabel('E-mail', { exact: true }).fill(email)
  await scope.getByLabel('Password', { exact: true }).fill(password)
  await scope.getByLabel('Password', { exact: true }).press('Enter')
}

/** Logs in on `site`'s /login page and waits until the site has moved on from it. */
export async function logIn(page: Page, site: string, who: Credentials) {
  await page.goto(`${site}/login`)
  await fillLogin(page, who)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/**
 * One password grant at /oauth/token as the web app sends it (client 2 with the secret the
 * server publishes), for journeys that sign in over the API or guess wrong on purpose.
 */
export async function passwordGrant(baseUrl: string, clientSecret: string, { email, password }: Credentials) {
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: '2',
      client_secret: clientSecret,
      grant_type: 'password',
      username: email,
      password,
    }),
  })
}

/** The web client's secret, as the server publishes it at /api/auth/config. */
export async function webClientSecret(baseUrl: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/api/auth/config`)).json()) as { client_secret: string }
  return config.client_secret
}

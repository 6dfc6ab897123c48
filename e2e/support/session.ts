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

/** The web app's OAuth client, as the server publishes it at /api/auth/config. */
export interface WebClient {
  client_id: string
  client_secret: string
}

export async function webClient(baseUrl: string): Promise<WebClient> {
  const { client_id, client_secret } = (await (await fetch(`${baseUrl}/api/auth/config`)).json()) as WebClient
  return { client_id, client_secret }
}

/**
 * One password grant at /oauth/token as the web app sends it, for journeys that sign in over
 * the API or guess wrong on purpose (they read the status and body themselves).
 */
export async function passwordGrant(baseUrl: string, client: WebClient, { email, password }: Credentials) {
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...client, grant_type: 'password', username: email, password }),
  })
}

/** A bearer token for `who`, as the web app or the supplier portal would get one. */
export async function accessToken(baseUrl: string, who: Credentials): Promise<string> {
  const response = await passwordGrant(baseUrl, await webClient(baseUrl), who)
  if (response.status !== 200) throw new Error(`sign-in of ${who.email} answered ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

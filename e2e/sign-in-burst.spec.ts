import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase } from '@serendib/db/client'
import { Messages } from '@serendib/domain/messages'
import { startApp, type RunningApp } from './support/app-server.ts'
import { DEMO_CUSTOMER, passwordGrant, webClient } from './support/session.ts'

/**
 * Issue 12 item 2 as it was reported: 300 concurrent wrong passwords against one account, over
 * HTTP, split across two server processes on one PostgreSQL database (one process on PGlite,
 * which a single process owns). Before decision 030: 243 of 300 were checked, and a right one
 * inside the burst got a token.
 */
async function burst(apps: RunningApp[]) {
  const first = apps[0]!
  const client = await webClient(first.baseUrl)
  const guess = async (i: number, password: string) => {
    const response = await passwordGrant(apps[i % apps.length]!.baseUrl, client, {
      email: DEMO_CUSTOMER.email,
      password,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const replies = await Promise.all(
    Array.from({ length: 301 }, (_, i) => guess(i, i === 150 ? DEMO_CUSTOMER.password : `wrong-${i}`)),
  )
  // Ten passwords are compared. Sent at once, they reach the servers in any order, so the right
  // one (sent 151st) may be among the ten compared: then it signs in and nine are refused.
  const checked = replies.filter(
    (r) => r.status === 200 || (r.status === 401 && r.body.message === Messages.loginFailed),
  )
  const statuses = replies.reduce<Record<string, number>>((count, r) => {
    const key = `${r.status} ${String(r.body.message ?? r.body.error ?? '')}`
    return { ...count, [key]: (count[key] ?? 0) + 1 }
  }, {})
  expect(checked, JSON.stringify(statuses)).toHaveLength(10)
  expect(replies.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
  // The right password came 151st: past the thresholds it needs the captcha like any other
  // attempt, or meets the address's hard ceiling (every guess here comes from 127.0.0.1).
  const right = replies[150]!
  if (right.status === 401) expect(right.body.captcha_required).toBe(true)
  else if (right.status !== 200) expect(right.status).toBe(429)
}

describe('300 concurrent wrong passwords over HTTP', () => {
  it('on PGlite: 10 are checked', async () => {
    const app = await startApp()
    try {
      await burst([app])
    } finally {
      await app.stop()
    }
  })

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, over two processes: 10 are checked', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!
    const name = `serendib_burst_${process.pid}_${Date.now()}`
    const admin = await openDatabase({ databaseUrl: serverUrl })
    await admin.execute(sql.raw(`create database ${name}`))
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    // One data folder: both processes read the same generated demo secrets.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'serendib-burst-'))
    const apps: RunningApp[] = []
    try {
      apps.push(await startApp({ DATABASE_URL: url.toString() }, dataDir))
      apps.push(await startApp({ DATABASE_URL: url.toString() }, dataDir))
      await burst(apps)
    } finally {
      for (const app of apps) await app.stop()
      rmSync(dataDir, { recursive: true, force: true })
      await admin.execute(sql.raw(`drop database if exists ${name} with (force)`))
      await admin.close()
    }
  })
})

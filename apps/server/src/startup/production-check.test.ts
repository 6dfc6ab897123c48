import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { loadConfig } from '../config.ts'
import { build } from '../app.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { DEMO_SECRETS_FILE } from './demo-secrets.ts'

const root = path.resolve(import.meta.dirname, '../../../..')

/** A production configuration without SMTP_URL. */
const production = {
  APP_MODE: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(tmpdir(), 'serendib-test-data'),
  APP_SECRET: 'a'.repeat(16) + 'B'.repeat(16) + '1',
  OAUTH_CLIENT_SECRET: 'c'.repeat(16) + 'D'.repeat(16) + '2',
  PUBLIC_URL: 'https://www.serendib.lk',
  PAYMENT_PROVIDER: 'payhere',
  PAYHERE_MERCHANT_ID: '1',
  PAYHERE_MERCHANT_SECRET: 'm',
}

/** Runs a shell snippet (a documented configuration) and returns the environment it exports. */
function environmentOf(snippet: string): NodeJS.ProcessEnv {
  const out = execFileSync('bash', ['-c', `set -a\n${snippet}\nenv -0`], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    encoding: 'utf8',
  })
  return Object.fromEntries(
    out
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

function between(text: string, begin: string, end: string): string {
  const start = text.indexOf(begin)
  const stop = text.indexOf(end)
  if (start < 0 || stop < start) throw new Error(`no ${begin} … ${end} block`)
  return text.slice(start + begin.length, stop)
}

describe('APP_MODE=production', () => {
  it('refuses demo settings, naming every problem', () => {
    const refuse = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ APP_MODE: 'production', ...env })
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('the configuration was accepted')
    }
    const all = refuse({})
    expect(all).toContain('Refusing to start in production mode')
    for (const problem of [
      'APP_SECRET is missing',
      'OAUTH_CLIENT_SECRET is missing',
      'PAYMENT_PROVIDER is the sandbox',
      'PUBLIC_URL is missing',
    ]) {
      expect(all).toContain(problem)
    }
    const demo = refuse({
      APP_SECRET: 'serendib-demo-app-secret-change-me',
      OAUTH_CLIENT_SECRET: 'short-secret-1234',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://www.serendib.lk',
    })
    expect(demo).toContain('APP_SECRET is a demo or placeholder value')
    expect(demo).toContain('OAUTH_CLIENT_SECRET is too short (17 characters)')
    expect(demo).toContain('SEED_DEMO=true would seed the demo accounts')
    expect(demo).toContain('DEV_MAILBOX=true shows every e-mail')
    expect(demo).toContain('PAYMENT_PROVIDER is the sandbox')
    expect(demo).toContain('PUBLIC_URL must be https://')
  })

  it('the server process refuses to start and says why', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
      env: { PATH: process.env.PATH, APP_MODE: 'production', PUBLIC_URL: 'http://localhost:3000' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PUBLIC_URL must be https://')
    expect(result.stderr).toContain('APP_SECRET is missing')
  })

  it('accepts the production configuration the README and .env.example show', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const fromReadme = between(readme, '<!-- BEGIN production example -->', '<!-- END production example -->')
      .replace(/^```\w*$/gm, '')
      .replace(/^export /gm, '')
    const example = between(
      readFileSync(path.join(root, '.env.example'), 'utf8'),
      '# BEGIN production example',
      '# END production example',
    ).replace(/^# /gm, '')
    for (const snippet of [fromReadme, example]) {
      const env = environmentOf(snippet)
      expect(env.APP_MODE).toBe('production')
      const config = loadConfig(env)
      expect(config.mode).toBe('production')
      expect(config.devMailbox).toBe(false)
      expect(config.seedDemo).toBe(false)
      expect(config.paymentProvider).toBe('payhere')
    }
  })

  it('keeps the dev mailbox off without SMTP_URL, where demo mode turns it on', () => {
    expect(loadConfig(production).devMailbox).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).devMailbox).toBe(true)
  })
})

describe('demo mode secrets', () => {
  const dirs: string[] = []
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'serendib-secrets-'))
    dirs.push(dir)
    return dir
  }
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('are generated once per install, kept in the data folder, never the old constants', () => {
    const dir = newDir()
    const first = loadConfig({ DATA_DIR: dir })
    const again = loadConfig({ DATA_DIR: dir })
    const elsewhere = loadConfig({ DATA_DIR: newDir() })
    expect(first.mode).toBe('demo')
    expect(again.appSecret).toBe(first.appSecret)
    expect(again.oauthClientSecret).toBe(first.oauthClientSecret)
    expect(elsewhere.appSecret).not.toBe(first.appSecret)
    expect(first.appSecret).not.toBe('serendib-demo-app-secret-change-me')
    expect(first.oauthClientSecret).not.toBe('serendib-demo-client-secret')
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dir, DEMO_SECRETS_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(file, 'utf8')).appSecret).toBe(first.appSecret)
  })
})

describe.each(testDatabases())('production app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
  })
  afterAll(async () => t?.close())

  it('has no dev mailbox even without SMTP_URL and says production, where the demo has one', async () => {
    const app = await build({ config: loadConfig(production), database: t.database, pages: false })
    try {
      expect((await app.inject('/api/dev/mailbox?to=admin@serendib.lk')).statusCode).toBe(404)
      expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
      // The web shows the demo notice only where the mode says demo.
      expect((await app.inject('/api/site-mode')).json()).toEqual({ mode: 'production' })
    } finally {
      await app.close()
    }
    expect((await t.app.inject('/api/dev/mailbox?to=admin@serendib.lk')).statusCode).toBe(200)
    expect((await t.app.inject('/api/site-mode')).json()).toEqual({ mode: 'demo' })
  })

  it('refuses a database that holds accounts with the public demo password', async () => {
    const seeded = await buildTestApp(kind)
    try {
      await expect(
        build({ config: loadConfig(production), database: seeded.database, pages: false }),
      ).rejects.toThrow(/accounts with the public demo password exist \(.*admin@serendib\.lk/)
    } finally {
      await seeded.close()
    }
  })
})

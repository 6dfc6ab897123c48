import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteOnly, testDatabases } from '@serendib/db/testing'
import { loadConfig } from '../config.ts'
import { build } from '../app.ts'
import { buildTestApp, type TestApp } from '../test-app.ts'
import { DEMO_SECRETS_FILE } from './demo-secrets.ts'
import { estimatedSecretBits, MIN_SECRET_BITS } from './production-check.ts'

const root = path.resolve(import.meta.dirname, '../../../..')

/** A production configuration without SMTP_URL: its mail only goes to the log, as it says. */
const production = {
  APP_MODE: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(tmpdir(), 'serendib-test-data'),
  // Two `openssl rand -base64 32` values.
  APP_SECRET: 'q3Vf8m0Yx2kLr9TzWc4Hn7Ja1GsPdE6uB5oNiK+tMyQ=',
  OAUTH_CLIENT_SECRET: 'Zr7pC2vXe9LmQ4tA1yHwK8sN0dGbJ6uF3oIiT5cR/Ek=',
  PUBLIC_URL: 'https://www.serendib.lk',
  MAIL_TRANSPORT: 'log',
  PAYMENT_PROVIDER: 'payhere',
  PAYHERE_MERCHANT_ID: '1',
  PAYHERE_MERCHANT_SECRET: 'm',
  PAYHERE_BASE_URL: 'https://www.payhere.lk',
}

const refuse = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the configuration was accepted')
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

describe.each(pgliteOnly())('APP_MODE=production', () => {
  it('refuses demo settings, naming every problem', () => {
    const all = refuse({ APP_MODE: 'production' })
    expect(all).toContain('Refusing to start in production mode')
    for (const problem of [
      'APP_SECRET is missing',
      'OAUTH_CLIENT_SECRET is missing',
      'PAYMENT_PROVIDER is the sandbox',
      'PAYHERE_BASE_URL is missing',
      'SMTP_URL is missing',
      'PUBLIC_URL is missing',
    ]) {
      expect(all).toContain(problem)
    }
    const demo = refuse({
      APP_MODE: 'production',
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

  it('accepts the fixture the other tests use', () => {
    expect(loadConfig(production).mode).toBe('production')
  })

  it("refuses PayHere's sandbox host, whether left unset or named", () => {
    const { PAYHERE_BASE_URL: _, ...unset } = production
    expect(refuse(unset)).toContain(
      "PAYHERE_BASE_URL is missing, so PayHere's sandbox would be used, which takes no money: set PAYHERE_BASE_URL=https://www.payhere.lk",
    )
    expect(refuse({ ...production, PAYHERE_BASE_URL: 'https://sandbox.payhere.lk' })).toContain(
      "PAYHERE_BASE_URL is PayHere's sandbox (sandbox.payhere.lk), which takes no money",
    )
    expect(refuse({ ...production, PAYHERE_BASE_URL: 'http://www.payhere.lk' })).toContain(
      'PAYHERE_BASE_URL must be https://',
    )
    // The demo still reaches the sandbox by default.
    const demo = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'payhere',
      PAYHERE_MERCHANT_ID: '1',
      PAYHERE_MERCHANT_SECRET: 'm',
    })
    expect(demo.payhere?.baseUrl).toBe('https://sandbox.payhere.lk')
  })

  it('refuses to start without SMTP_URL unless mail is sent to the log on purpose', () => {
    const { MAIL_TRANSPORT: _, ...silent } = production
    expect(refuse(silent)).toContain(
      'SMTP_URL is missing: password-reset, verification and receipt mails would never leave. ' +
        'Set SMTP_URL, or MAIL_TRANSPORT=log to have each mail only written to the log',
    )
    expect(loadConfig(production).mailTransport).toBe('log')
    expect(loadConfig({ ...silent, SMTP_URL: 'smtp://mailer:pw@smtp.example.com:587' }).mailTransport).toBe(
      undefined,
    )
    // MAIL_TRANSPORT=smtp says mail leaves: it needs a server in any mode.
    expect(refuse({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp' })).toContain(
      'MAIL_TRANSPORT=smtp needs SMTP_URL',
    )
  })

  it('refuses long secrets that are not random, naming the setting and never its value', () => {
    const weak = refuse({ ...production, APP_SECRET: 'a'.repeat(40), OAUTH_CLIENT_SECRET: 'abcd'.repeat(10) })
    expect(weak).toContain('APP_SECRET is not random enough (about 0 bits, at least 80 needed')
    expect(weak).toContain('OAUTH_CLIENT_SECRET is not random enough (about 8 bits')
    expect(weak).not.toContain('aaaa')
    expect(weak).not.toContain('abcd')
    expect(refuse({ ...production, APP_SECRET: 'a'.repeat(16) + 'B'.repeat(16) + '1' })).toContain(
      'APP_SECRET is not random enough (about 38 bits',
    )
    // What the README says to run passes, every time; so do hex secrets of 128 bits and more.
    for (let i = 0; i < 200; i++) {
      for (const secret of [
        randomBytes(32).toString('base64'),
        randomBytes(24).toString('base64url'),
        randomBytes(32).toString('hex'),
        randomBytes(16).toString('hex'),
      ]) {
        expect(estimatedSecretBits(secret), secret).toBeGreaterThanOrEqual(MIN_SECRET_BITS)
      }
    }
    const openssl = spawnSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' })
    if (openssl.status === 0) {
      expect(loadConfig({ ...production, APP_SECRET: openssl.stdout.trim() }).appSecret).toBe(
        openssl.stdout.trim(),
      )
    }
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

describe.each(pgliteOnly())('demo mode secrets', () => {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { enqueueEmail } from '../../services/email/enqueue-email.ts'
import { resetPasswordMail, verifyEmailMail } from '../../services/email/templates.ts'
import { buildTestApp, type TestApp } from '../../test-app.ts'

interface MailboxEntry {
  id: number
  to: string
  subject: string
  template: string | null
  text: string
  html: string
  created_at: string
  status: number
}

const verifyLink = 'http://localhost:3000/verify/complete?token=abc&x=1'

describe.each(testDatabases())('dev mailbox on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false })
    const db = t.database.db
    await enqueueEmail(db, verifyEmailMail({ email: 'asha@example.lk', firstName: 'Asha' }, verifyLink))
    await enqueueEmail(db, {
      to: 'mallory@example.lk',
      subject: '<script>alert(1)</script>',
      text: 'Hi <b>there</b>',
      html: '<p>Hi</p><script>alert(2)</script>',
      template: 'probe',
    })
    // Enqueued last, so listed first.
    await enqueueEmail(
      db,
      resetPasswordMail({ email: 'Asha@Example.lk', firstName: 'Asha' }, 'http://localhost:3000/reset/t', 30),
    )
  })
  afterAll(async () => t?.close())

  const mailbox = async (query = '') => {
    const response = await t.app.inject(`/api/dev/mailbox${query}`)
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: MailboxEntry[] }).data
  }

  it('lists the mails with their text, links clickable, never indexed', async () => {
    const response = await t.app.inject('/dev/mailbox')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toContain('noindex')
    expect(response.body).toContain('<meta name="robots" content="noindex,nofollow">')
    expect(response.body).toContain('Confirm your e-mail address')
    expect(response.body).toContain('To asha@example.lk · verify-email')
    const href = verifyLink.replace('&', '&amp;')
    expect(response.body).toContain(`<a href="${href}">${href}</a>`)
    expect(response.body.indexOf('Choose a new password')).toBeLessThan(
      response.body.indexOf('Confirm your e-mail address'),
    )
  })

  it('shows mail text as text, never as markup', async () => {
    const { body } = await t.app.inject('/dev/mailbox')
    expect(body).not.toContain('<script>')
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(body).toContain('Hi &lt;b&gt;there&lt;/b&gt;')
  })

  it('filters by recipient, ignoring case, newest first, as JSON', async () => {
    const data = await mailbox('?to=asha@example.lk')
    expect(data.map((m) => m.template)).toEqual(['reset-password', 'verify-email'])
    expect(data[1]).toMatchObject({
      to: 'asha@example.lk',
      subject: 'Confirm your e-mail address',
      status: 0,
    })
    expect(data[1]!.text).toContain(verifyLink)
    expect(data[1]!.html).toContain('Serendib')
    expect(new Date(data[1]!.created_at).getTime()).not.toBeNaN()
    expect(await mailbox('?to=nobody@example.lk')).toEqual([])
    expect(await mailbox()).toHaveLength(3)
  })

  it("serves a mail's HTML sandboxed, and 404 for an unknown id", async () => {
    const [mail] = await mailbox('?to=mallory@example.lk')
    const response = await t.app.inject(`/dev/mailbox/${mail!.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('<p>Hi</p><script>alert(2)</script>')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toMatch(/^sandbox /)
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('allow-scripts')
    expect((await t.app.inject('/dev/mailbox/999999')).statusCode).toBe(404)
  })
})

describe.each(testDatabases())('dev mailbox switched off on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: false, config: { devMailbox: false } })
  })
  afterAll(async () => t?.close())

  it('is not there', async () => {
    expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404)
    expect((await t.app.inject('/api/dev/mailbox')).statusCode).toBe(404)
  })
})

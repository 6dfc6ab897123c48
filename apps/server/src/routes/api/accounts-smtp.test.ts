import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '@serendib/db/testing'
import { buildTestApp, type TestApp } from '../../test-app.ts'
import { signIn, solvedCaptcha, webClient } from '../../testing/accounts.ts'
import { startSmtp, waitForMail } from '../../testing/smtp-inbox.ts'

/** The account mails as a person gets them: through a real SMTP exchange, links and all. */
describe.each(testDatabases())('account mail over SMTP on %s', (kind) => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const publicUrl = 'https://tours.example.lk'

  beforeAll(async () => {
    smtp = await startSmtp()
    t = await buildTestApp(kind, { seed: false, config: { smtpUrl: smtp.url, publicUrl, devMailbox: false } })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const pathOf = (text: string, start: string) => {
    const match = text.match(
      new RegExp(`${publicUrl.replace(/\./g, '\\.')}(${start.replace(/[/?]/g, '\\$&')}[^\\s]*)`),
    )
    if (!match?.[1]) throw new Error(`no ${start} link in:\n${text}`)
    return match[1]
  }

  it('delivers the sign-up confirmation; its link verifies the address', async () => {
    const email = `smtp.${Date.now()}@example.com`
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...webClient,
        user_type: 3,
        first_name: 'Ayesha',
        last_name: 'Silva',
        email,
        password: 'Sigiriya-1982',
        confim_password: 'Sigiriya-1982',
        altcha: await solvedCaptcha(t.app),
      },
    })
    expect(response.statusCode).toBe(201)
    const text = await waitForMail(smtp.received, email)
    expect(text).toContain('Ayesha')
    const verified = await t.app.inject(pathOf(text, '/api/verify/email?token='))
    expect(verified.headers.location).toBe('/verify/complete')

    await t.app.inject({ method: 'POST', url: '/api/client/chpwd', payload: { username: email } })
    const resetText = await waitForMail(smtp.received, email, { subject: /password/i })
    const token = new URL(publicUrl + pathOf(resetText, '/account/reset-password?token=')).searchParams.get(
      'token',
    )
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/client/reset-password',
      payload: { token, password: 'Polonnaruwa-1153', confim_password: 'Polonnaruwa-1153' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(t.app, email, 'Polonnaruwa-1153')).statusCode).toBe(200)
  })
})

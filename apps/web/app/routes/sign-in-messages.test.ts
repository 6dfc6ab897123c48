import { compiledCatalogue, areaMessages, signInMessagesHref } from '../lib/message-catalogue'
import { COMMON_MESSAGE_AREAS } from '../lib/message-areas'
import { describe, expect, it } from 'vitest'
import type { Route } from './+types/sign-in-messages'
import { loader } from './sign-in-messages'

const get = (address: string) =>
  loader({ request: new Request(`http://localhost${address}`) } as unknown as Route.LoaderArgs)

describe('GET /sign-in-messages (decision 068: the sign-in dialog’s messages when it opens)', () => {
  it('answers the dialog’s areas in the asked language, kept for a year at the address the page names', async () => {
    const href = signInMessagesHref('de')
    expect(href).toMatch(/^\/sign-in-messages\?lang=de&v=[\w-]{12}$/)
    const response = await get(href)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = (await response.json()) as { locale: string; messages: Record<string, unknown> }
    expect(body.locale).toBe('de')
    const german = compiledCatalogue('de')
    // The form's labels, the sign-in words and the spec's refusals, in German.
    for (const id of ['acct.email', 'acct.password', 'auth.createAnAccount', 'msg.loginFailed'] as const)
      expect(body.messages[id]).toEqual(german[id])
    expect(Object.keys(body.messages).every((id) => /^(acct|auth|msg)\./.test(id))).toBe(true)
    // None of it rides in every page's data any more.
    expect(Object.keys(areaMessages('de', COMMON_MESSAGE_AREAS)).some((id) => id.startsWith('auth.'))).toBe(
      false,
    )
  })

  it('names each language’s bytes: another language, another address', () => {
    const addresses = new Set(
      ['en', 'de', 'fr', 'ru', 'zh', 'hi', 'ja'].map((l) => signInMessagesHref(l as 'en')),
    )
    expect(addresses.size).toBe(7)
    // The portal's languages have no traveller catalogue: English.
    expect(signInMessagesHref('si')).toBe(signInMessagesHref('en'))
  })

  it('answers a stale or missing version with the current messages, revalidated each time', async () => {
    const response = await get('/sign-in-messages?lang=ja&v=old')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = (await response.json()) as { locale: string; messages: Record<string, unknown> }
    expect(body.messages['auth.createAnAccount']).toEqual(compiledCatalogue('ja')['auth.createAnAccount'])
    expect((await get('/sign-in-messages')).status).toBe(200)
  })

  it('refuses a language it does not speak with a clear 422', async () => {
    for (const lang of ['xx', 'si', '']) {
      const response = await get(`/sign-in-messages?lang=${lang}`)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'lang must be one of en, de, fr, ru, zh, hi, ja',
      })
    }
  })
})

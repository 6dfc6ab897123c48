import { describe, expect, it } from 'vitest'
import { fakeApi } from './fake-api'
import { loadMain } from './load-main'

async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    // React Router turns a thrown data() into the route's error response; its init holds the status.
    return (error as { init?: { status?: number } }).init?.status
  }
  throw new Error('expected a thrown route error')
}

const pick = (body: { data?: string }) => body.data

describe('loadMain', () => {
  it('returns the picked part of a successful reply', async () => {
    expect(await loadMain(fakeApi({ ok: true, status: 200, body: { data: 'x' } }), '/x', pick)).toBe('x')
  })

  it('turns a missing record or an impossible id into the 404 page', async () => {
    expect(await thrownStatus(loadMain(fakeApi({ ok: false, status: 404, body: {} }), '/x', pick))).toBe(404)
    expect(await thrownStatus(loadMain(fakeApi({ ok: false, status: 400, body: {} }), '/x', pick))).toBe(404)
  })

  it('turns server errors, network failures and odd shapes into the error page', async () => {
    expect(await thrownStatus(loadMain(fakeApi({ ok: false, status: 502, body: {} }), '/x', pick))).toBe(502)
    expect(await thrownStatus(loadMain(fakeApi({ ok: false, status: 0, body: null }), '/x', pick))).toBe(503)
    expect(await thrownStatus(loadMain(fakeApi(new Error('down')), '/x', pick))).toBe(503)
    expect(await thrownStatus(loadMain(fakeApi({ ok: true, status: 200, body: {} }), '/x', pick))).toBe(500)
  })
})

import { describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { loadConfig } from '../config.ts'
import { productionProblems } from './production-check.ts'
import { fastifyTrustProxy, parseTrustProxy, type TrustedProxies } from './trust-proxy.ts'

/** The client address Fastify reports for a request from `peer` carrying `forwardedFor`. */
async function clientAddress(trusted: TrustedProxies, peer: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trusted) })
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }))
  try {
    const response = await app.inject({
      url: '/',
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {},
    })
    return response.json() as { ip: string; protocol: string }
  } finally {
    await app.close()
  }
}

describe('TRUST_PROXY (decision 056)', () => {
  it('reads false, a hop count (true is one) or addresses and CIDRs', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('true')).toEqual({ hops: 1 })
    expect(parseTrustProxy('2')).toEqual({ hops: 2 })
    expect(parseTrustProxy(' 10.0.0.2, 192.168.1.0/24 ,::1,fd00::/8')).toEqual({
      addresses: ['10.0.0.2', '192.168.1.0/24', '::1', 'fd00::/8'],
    })
    expect(parseTrustProxy('loopback')).toEqual({ addresses: ['loopback'] })
  })

  it('refuses anything else at start, naming the setting', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: invalid IP address: yes/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/)
    expect(() => loadConfig({ TRUST_PROXY: '50' })).toThrow(/TRUST_PROXY: a hop count of 50/)
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '127.0.0.2' }).trustProxy).toEqual({
      addresses: ['127.0.0.2'],
    })
  })

  it('believes only a configured proxy about the client and the scheme', async () => {
    const nginx = { addresses: ['127.0.0.2'] }
    // From the proxy: the address it saw (the last entry it wrote), not what the client claimed.
    expect(await clientAddress(nginx, '127.0.0.2', '198.51.100.7')).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
    })
    expect((await clientAddress(nginx, '127.0.0.2', '1.2.3.4, 198.51.100.7')).ip).toBe('198.51.100.7')
    // From anyone else, loopback neighbours included: the socket's address, and plain http.
    expect(await clientAddress(nginx, '127.0.0.5', '1.2.3.4')).toEqual({ ip: '127.0.0.5', protocol: 'http' })
    expect(await clientAddress(nginx, '127.0.0.1', '1.2.3.4')).toEqual({ ip: '127.0.0.1', protocol: 'http' })
    // Not configured: nobody is believed.
    expect((await clientAddress(false, '127.0.0.2', '1.2.3.4')).ip).toBe('127.0.0.2')
  })

  it('with a hop count reads the address the outermost proxy saw, never further', async () => {
    expect((await clientAddress({ hops: 1 }, '10.0.0.2', '1.2.3.4, 198.51.100.7')).ip).toBe('198.51.100.7')
    expect((await clientAddress({ hops: 2 }, '10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.9')).ip).toBe(
      '198.51.100.7',
    )
    expect((await clientAddress({ hops: 1 }, '10.0.0.2')).ip).toBe('10.0.0.2')
  })

  it('is named in production: true is refused, addresses and an explicit count are not', () => {
    const about = (value: string) =>
      productionProblems({ TRUST_PROXY: value }).filter((p) => p.includes('TRUST_PROXY'))
    expect(about('true')).toEqual([
      expect.stringMatching(/TRUST_PROXY=true does not say which proxy to believe/),
    ])
    expect(about('10.0.0.2')).toEqual([])
    expect(about('1')).toEqual([])
    // Demo mode keeps `true` working: one proxy in front.
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 })
  })
})

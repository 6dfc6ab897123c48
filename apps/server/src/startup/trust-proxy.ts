/**
 * TRUST_PROXY (decision 056): which peers may tell the app who the client is (X-Forwarded-For)
 * and how it arrived (X-Forwarded-Proto). Every per-address limit (sign-in, sign-up, anonymous
 * holds, OCTO keys) counts `request.ip`, so believing the wrong peer lets a client pick its
 * address, and believing none makes every visitor the proxy.
 */
import proxyAddr from '@fastify/proxy-addr'

/**
 * false: no proxy (the socket's address is the client). addresses: only peers in these
 * addresses or CIDRs are proxies. hops: the nearest `hops` peers are proxies, whoever they are.
 */
export type TrustedProxies = false | { addresses: string[] } | { hops: number }

/** More proxies than this in front of one app is a typo, not a deployment. */
const MAX_HOPS = 10

/**
 * Reads TRUST_PROXY: `false` (or empty, or 0), a hop count (`true` means 1: the address the one
 * proxy in front saw), or a comma-separated list of addresses and CIDRs (proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal` too). Throws a sentence for an operator on anything else.
 */
export function parseTrustProxy(value: string): TrustedProxies {
  const text = value.trim()
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return { hops: 1 }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > MAX_HOPS)
      throw new Error(`a hop count of ${hops} is more proxies than anyone runs (1 to ${MAX_HOPS})`)
    return { hops }
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  try {
    // The parser Fastify itself uses for this option, so what starts is what was checked.
    proxyAddr.compile(addresses)
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}: use false, a hop count, or the proxies' addresses or CIDRs, comma-separated`,
      { cause: error },
    )
  }
  return { addresses }
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trusted) return false
  if ('addresses' in trusted) return trusted.addresses
  // Fastify 5.12 turns a bare number into "trust nobody": a hop count cannot check that the
  // nearest peer is a proxy. Configured as a count, it is the operator's word that only the
  // proxies can reach PORT (the README says so), and it reads the address the outermost one saw.
  const { hops } = trusted
  return (_address, hop) => hop < hops
}

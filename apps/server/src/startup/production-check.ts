/**
 * What `APP_MODE=production` refuses to start with (issue 12): each problem named, all at once,
 * so an operator fixes the configuration in one go instead of one restart per mistake.
 */

/** Secrets of earlier demo builds and the placeholders of .env.example: public knowledge. */
const KNOWN_DEMO_SECRETS = new Set([
  'serendib-demo-app-secret-change-me',
  'serendib-demo-client-secret',
  'change-me',
  'changeme',
  'secret',
])

/** What people type when they mean "fill this in later". */
const PLACEHOLDER = /change-?me|^(serendib-)?demo|^your[-_ ]|^replace|^xxx/i

/** 32 characters: at least 190 bits from a password generator or `openssl rand -base64 32`. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32

/**
 * Long is not random: 40 × 'a' has the length and none of the secrecy. A secret's strength is
 * estimated from its characters (length × the Shannon entropy of their frequencies, a repeated
 * piece counted once): 0 bits for 40 × 'a', 8 for 'abcd' ten times, 190 to 250 for
 * `openssl rand -base64 32` or `-hex 32`, and never below 90 in 100 000 draws of `-hex 16`.
 */
export const MIN_SECRET_BITS = 80

/** PayHere's test host: it takes no money. */
export const PAYHERE_SANDBOX_URL = 'https://sandbox.payhere.lk'
export const PAYHERE_LIVE_URL = 'https://www.payhere.lk'

export interface ProductionSettings {
  APP_SECRET?: string | undefined
  OAUTH_CLIENT_SECRET?: string | undefined
  SEED_DEMO?: string | undefined
  DEV_MAILBOX?: string | undefined
  PAYMENT_PROVIDER?: string | undefined
  PUBLIC_URL?: string | undefined
  TRUST_PROXY?: string | undefined
  PAYHERE_BASE_URL?: string | undefined
  SMTP_URL?: string | undefined
  MAIL_TRANSPORT?: string | undefined
}

/** Bits a secret's characters could carry at most, by their frequencies (see MIN_SECRET_BITS). */
export function estimatedSecretBits(value: string): number {
  // 'abcdabcdabcd…' is as guessable as 'abcd'.
  const unit = /^(.+?)\1+$/s.exec(value)?.[1] ?? value
  const counts = new Map<string, number>()
  for (const character of unit) counts.set(character, (counts.get(character) ?? 0) + 1)
  const length = [...unit].length
  let bitsPerCharacter = 0
  for (const n of counts.values()) bitsPerCharacter -= (n / length) * Math.log2(n / length)
  return length * bitsPerCharacter
}

function secretProblem(name: string, value: string | undefined): string | null {
  if (!value)
    return `${name} is missing: set a random value of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters`
  if (KNOWN_DEMO_SECRETS.has(value.trim().toLowerCase()) || PLACEHOLDER.test(value)) {
    return `${name} is a demo or placeholder value: set your own random value`
  }
  if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
    return `${name} is too short (${value.length} characters): use at least ${MIN_PRODUCTION_SECRET_LENGTH}`
  }
  const bits = estimatedSecretBits(value)
  if (bits < MIN_SECRET_BITS) {
    // Never the value itself: this message goes to the log.
    return (
      `${name} is not random enough (about ${Math.floor(bits)} bits, at least ${MIN_SECRET_BITS} needed: ` +
      'too few different characters, or one piece repeated): generate it with `openssl rand -base64 32`'
    )
  }
  return null
}

function payhereUrlProblem(url: string | undefined): string | null {
  const fix = `set PAYHERE_BASE_URL=${PAYHERE_LIVE_URL}`
  if (!url)
    return `PAYHERE_BASE_URL is missing, so PayHere's sandbox would be used, which takes no money: ${fix}`
  let host: string
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:') return `PAYHERE_BASE_URL must be https:// (is ${url}): ${fix}`
    host = parsed.hostname
  } catch {
    return `PAYHERE_BASE_URL is not a URL: ${fix}`
  }
  if (host.startsWith('sandbox.')) {
    return `PAYHERE_BASE_URL is PayHere's sandbox (${host}), which takes no money: ${fix}`
  }
  return null
}

/** Every reason the settings are not fit for production; empty when they are. */
export function productionProblems(env: ProductionSettings): string[] {
  const problems = [
    secretProblem('APP_SECRET', env.APP_SECRET),
    secretProblem('OAUTH_CLIENT_SECRET', env.OAUTH_CLIENT_SECRET),
  ]
  if (env.APP_SECRET && env.APP_SECRET === env.OAUTH_CLIENT_SECRET) {
    problems.push('APP_SECRET and OAUTH_CLIENT_SECRET must differ: the client secret is sent to browsers')
  }
  if (env.SEED_DEMO === 'true') {
    problems.push(
      'SEED_DEMO=true would seed the demo accounts, whose passwords are public: set SEED_DEMO=false',
    )
  }
  if (env.DEV_MAILBOX === 'true') {
    problems.push('DEV_MAILBOX=true shows every e-mail (password-reset links too) to anyone: remove it')
  }
  if ((env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox') {
    problems.push('PAYMENT_PROVIDER is the sandbox, which takes no money: set PAYMENT_PROVIDER=payhere')
  }
  problems.push(payhereUrlProblem(env.PAYHERE_BASE_URL))
  if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log') {
    problems.push(
      'SMTP_URL is missing: password-reset, verification and receipt mails would never leave. ' +
        'Set SMTP_URL, or MAIL_TRANSPORT=log to have each mail only written to the log',
    )
  }
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is missing: set the https:// address people use')
  else if (!env.PUBLIC_URL.startsWith('https://'))
    problems.push(`PUBLIC_URL must be https:// (is ${env.PUBLIC_URL})`)
  // Decision 056: `true` is one hop, whoever the nearest peer is; production names its proxies.
  if (env.TRUST_PROXY?.trim() === 'true')
    problems.push(
      "TRUST_PROXY=true does not say which proxy to believe: set the proxy's addresses or CIDRs (TRUST_PROXY=10.0.0.2), or TRUST_PROXY=1 if nothing but that one proxy can reach PORT",
    )
  return problems.filter((p): p is string => p !== null)
}

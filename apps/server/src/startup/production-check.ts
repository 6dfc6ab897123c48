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

export interface ProductionSettings {
  APP_SECRET?: string | undefined
  OAUTH_CLIENT_SECRET?: string | undefined
  SEED_DEMO?: string | undefined
  DEV_MAILBOX?: string | undefined
  PAYMENT_PROVIDER?: string | undefined
  PUBLIC_URL?: string | undefined
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
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is missing: set the https:// address people use')
  else if (!env.PUBLIC_URL.startsWith('https://'))
    problems.push(`PUBLIC_URL must be https:// (is ${env.PUBLIC_URL})`)
  return problems.filter((p): p is string => p !== null)
}

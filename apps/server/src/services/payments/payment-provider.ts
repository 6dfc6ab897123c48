/**
 * The one interface every payment provider implements (docs/booking-api.md, Payments).
 * A provider only turns a pending charge into a link and sends refunds; money changes our
 * records solely through settlePayment (settle.ts), whatever the provider.
 */
import type { Payment } from '@serendib/db/schema/payments'
import type { Config, PaymentProviderName } from '../../config.ts'
import { createPayHereProvider } from './payhere.ts'
import { createSandboxProvider } from './sandbox.ts'

export interface PaymentLinkInput {
  payment: { id: number; amountCents: number; reference?: string }
  order?: { id: number; reference: string }
  amendment?: { id: number; bookingReference: string }
  customer: { firstName: string; lastName: string; email: string; phone: string }
  description: string
  /** The shop's origin the browser comes back to (checkout's `url`). */
  siteUrl: string
}

export interface RefundResult {
  ok: boolean
  /** The provider's id of the refund. */
  providerReference?: string
  error?: string
}

export interface PaymentProvider {
  readonly name: PaymentProviderName
  /** Where to send the browser to pay this pending charge. */
  paymentLink(input: PaymentLinkInput): Promise<string>
  /** Gives back (part of) a succeeded charge. Never called inside a transaction: it does HTTP. */
  refund(payment: Payment, amountCents: number, reason: string): Promise<RefundResult>
  /**
   * Asks the provider itself whether it holds this payment (before an automatic refund, which
   * a notification alone must not trigger). Providers without a look-up API leave it out.
   */
  confirmPayment?(input: {
    merchantReference: string
    providerReference: string
    amountCents: number
    currency: string
  }): Promise<{ ok: boolean; error?: string }>
}

/** Finds the provider that took a given charge (a charge keeps its provider if the config changes). */
export type ProviderLookup = (name: string) => PaymentProvider | undefined

export function paymentProviderFromConfig(config: Config): PaymentProvider {
  const provider = paymentProviders(config)(config.paymentProvider)
  if (!provider) throw new Error(`Payment provider ${config.paymentProvider} is not configured`)
  return provider
}

/** Every provider this configuration can talk to: the sandbox always, PayHere when configured. */
export function paymentProviders(config: Config): ProviderLookup {
  const sandbox = createSandboxProvider(config)
  const payhere = config.payhere ? createPayHereProvider(config, config.payhere) : undefined
  return (name) => (name === 'sandbox' ? sandbox : name === 'payhere' ? payhere : undefined)
}

/**
 * A queued mail that must not go any more: the booking whose voucher it carries was cancelled or
 * rejected before it left. Thrown while the mail is prepared; the outbox worker then withdraws
 * the row with this reason instead of retrying it (decision 011).
 */
export class MailWithdrawnError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'MailWithdrawnError'
  }
}

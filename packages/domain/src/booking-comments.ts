/**
 * Booking messages (spec §2 booking detail, architecture brief "Messages"): the customer writes
 * to the supplier (only when the booking is contactable) or to an admin; suppliers and admins
 * answer. Text is kept as typed (HTML included) and always shown as text.
 */
export const COMMENT_MAX_LENGTH = 2000

export const COMMENT_RECIPIENTS = ['supplier', 'admin'] as const
export type CommentRecipient = (typeof COMMENT_RECIPIENTS)[number]

/** Ours; the spec words the success ('Message sent...') and the hidden text ('*Removed by admin'). */
export const CommentMessages = {
  empty: 'Write your message',
  tooLong: `A message can be at most ${COMMENT_MAX_LENGTH} characters`,
  recipient: 'Choose who gets your message: the supplier or us',
  notContactable: 'The supplier of this booking can not be messaged; please write to us instead',
  hidden: 'Message hidden',
} as const

/** The message's problem, or null; length counts after trimming, in characters (not bytes). */
export function commentProblem(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return CommentMessages.empty
  if ([...text.trim()].length > COMMENT_MAX_LENGTH) return CommentMessages.tooLong
  return null
}

export function isCommentRecipient(value: unknown): value is CommentRecipient {
  return (COMMENT_RECIPIENTS as readonly unknown[]).includes(value)
}

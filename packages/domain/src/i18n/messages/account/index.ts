import type { SpecMessageId } from '../../spec-messages.ts'
import type { accountEn } from './en.ts'

/** The new spec ids (`msg.*`) the account pages show, translated in each language's part. */
type AccountSpecId = Extract<
  SpecMessageId,
  | 'msg.dashboardSuggest'
  | 'msg.dashboardLastActivity'
  | 'msg.cancelNoRefund'
  | 'msg.cancelNothingPaid'
  | 'msg.cancelDone'
  | 'msg.cancelNotAllowed'
  | 'msg.favouriteRemoving'
  | 'msg.favouriteRemoved'
  | 'msg.favouriteAdded'
  | 'msg.favouriteFailed'
  | 'msg.profileUpdateProgress'
  | 'msg.profileUpdated'
  | 'msg.profileUpdateFailed'
>

/** Another language's account part: every English id plus those spec ids, no other. */
export type AccountCatalogue = Record<keyof typeof accountEn | AccountSpecId, string>

import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'

/**
 * The catalogue areas every page receives with the root loader's data (decision 071, split per
 * area): what the header, the footer, the language menu and the error pages show.
 * A route adds its own in `handle.messages` and sends them from its loader
 * (`routeMessages(url.pathname, handle.messages)`); message-areas.test.ts checks that every id
 * a page's modules use is in one of the areas it receives.
 */
export const COMMON_MESSAGE_AREAS = [
  'site',
  'header',
  'footer',
  'language',
  'error',
  'msg.notFoundPage',
  // Two ids: the stars of a card, a review or a rating badge, on many kinds of page.
  'rating',
  // The header's search suggestions name each tour's type.
  'card.tourType1',
  'card.tourType2',
  'card.tourType3',
  'card.tourType4',
  // The account menu: the server renders the account frame before the session is known, as
  // the layout's HydrateFallback, without the layout's data (routes/account/layout.tsx).
  'account.dashboard',
  'account.bookings',
  'account.reviews',
  'account.deals',
  'account.favorites',
  'account.settings',
  'account.quotes',
  'acct.logOut',
  'acct.loggingOut',
  // Every traveller page's <title> and description, read by meta() from the root's data
  // (lib/meta-i18n.ts): short texts, and meta() cannot wait for a page's own loader.
  'title',
  // Pages without a loader of their own yet: the booking lookup and sign-up (decision 077).
  'find',
  'travellers',
  'promise',
] as const satisfies readonly MessagePrefix[]

/**
 * What the sign-in dialog every page can open from its header shows (components/auth, decision
 * 077), besides the common areas: not in every page's data (about 20 KB of it, decision 068),
 * but fetched when the dialog first opens, from `/sign-in-messages?lang=` (routes/sign-in-messages.ts).
 */
export const SIGN_IN_DIALOG_MESSAGE_AREAS = [
  'acct',
  'auth',
  'msg',
] as const satisfies readonly MessagePrefix[]

export type { MessagePrefix }

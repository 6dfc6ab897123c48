/**
 * The whole schema as one object for drizzle's typed client and relational queries.
 * Code that needs a table imports it from its own file (schema/bookings.ts, ...).
 */
import * as abuse from './abuse.ts'
import * as audit from './audit.ts'
import * as activities from './activities.ts'
import * as activityDetails from './activity-details.ts'
import * as availability from './availability.ts'
import * as bookings from './bookings.ts'
import * as bookingQuestions from './booking-questions.ts'
import * as catalogue from './catalogue.ts'
import * as content from './content.ts'
import * as currency from './currency.ts'
import * as deals from './deals.ts'
import * as favourites from './favourites.ts'
import * as inquiries from './inquiries.ts'
import * as media from './media.ts'
import * as messages from './messages.ts'
import * as orders from './orders.ts'
import * as outbox from './outbox.ts'
import * as payments from './payments.ts'
import * as payouts from './payouts.ts'
import * as quotes from './quotes.ts'
import * as relations from './relations.ts'
import * as octoWebhooks from './octo-webhooks.ts'
import * as resellers from './resellers.ts'
import * as resources from './resources.ts'
import * as reviews from './reviews.ts'
import * as search from './search.ts'
import * as system from './system.ts'
import * as tourOptions from './tour-options.ts'
import * as translations from './translations.ts'
import * as users from './users.ts'

export const schema = {
  ...users,
  ...catalogue,
  ...activities,
  ...activityDetails,
  ...tourOptions,
  ...availability,
  ...deals,
  ...favourites,
  ...orders,
  ...bookings,
  ...bookingQuestions,
  ...messages,
  ...payments,
  ...payouts,
  ...quotes,
  ...reviews,
  ...currency,
  ...search,
  ...content,
  ...translations,
  ...inquiries,
  ...media,
  ...outbox,
  ...system,
  ...abuse,
  ...audit,
  ...resellers,
  ...octoWebhooks,
  ...resources,
  ...relations,
}

export type Schema = typeof schema

/**
 * Drizzle relations, so services can load an aggregate in one call
 * (db.query.activities.findFirst({ with: { images: true, prices: true } })).
 * They add no SQL constraints; the foreign keys live with the tables.
 */
import { relations } from 'drizzle-orm'
import { activities, activityPrices } from './activities.ts'
import {
  activityCategories,
  activityImages,
  activityItineraryItems,
  activityLocations,
  activityPickupLocations,
} from './activity-details.ts'
import { amendments, bookings, bookingTravellers } from './bookings.ts'
import { categories, locationPages, locations } from './catalogue.ts'
import { dealSubscriptions, deals } from './deals.ts'
import { favourites } from './favourites.ts'
import { bookingMessages } from './messages.ts'
import { reviewImages, reviews } from './reviews.ts'
import { supplierProfiles, users } from './users.ts'

export const usersRelations = relations(users, ({ one }) => ({
  supplierProfile: one(supplierProfiles, { fields: [users.id], references: [supplierProfiles.userId] }),
}))

export const activitiesRelations = relations(activities, ({ one, many }) => ({
  supplier: one(users, { fields: [activities.supplierUserId], references: [users.id] }),
  supplierProfile: one(supplierProfiles, {
    fields: [activities.supplierUserId],
    references: [supplierProfiles.userId],
  }),
  prices: one(activityPrices, { fields: [activities.id], references: [activityPrices.activityId] }),
  images: many(activityImages),
  itinerary: many(activityItineraryItems),
  categories: many(activityCategories),
  locations: many(activityLocations),
  pickupLocations: many(activityPickupLocations),
  dealSubscriptions: many(dealSubscriptions),
  reviews: many(reviews),
}))

export const activityPricesRelations = relations(activityPrices, ({ one }) => ({
  activity: one(activities, { fields: [activityPrices.activityId], references: [activities.id] }),
}))

export const activityImagesRelations = relations(activityImages, ({ one }) => ({
  activity: one(activities, { fields: [activityImages.activityId], references: [activities.id] }),
}))

export const activityItineraryItemsRelations = relations(activityItineraryItems, ({ one }) => ({
  activity: one(activities, { fields: [activityItineraryItems.activityId], references: [activities.id] }),
}))

export const activityCategoriesRelations = relations(activityCategories, ({ one }) => ({
  activity: one(activities, { fields: [activityCategories.activityId], references: [activities.id] }),
  category: one(categories, { fields: [activityCategories.categoryId], references: [categories.id] }),
}))

export const activityLocationsRelations = relations(activityLocations, ({ one }) => ({
  activity: one(activities, { fields: [activityLocations.activityId], references: [activities.id] }),
  location: one(locations, { fields: [activityLocations.locationId], references: [locations.id] }),
}))

export const activityPickupLocationsRelations = relations(activityPickupLocations, ({ one }) => ({
  activity: one(activities, { fields: [activityPickupLocations.activityId], references: [activities.id] }),
  location: one(locations, { fields: [activityPickupLocations.locationId], references: [locations.id] }),
}))

export const locationPagesRelations = relations(locationPages, ({ one }) => ({
  location: one(locations, { fields: [locationPages.locationId], references: [locations.id] }),
}))

export const dealsRelations = relations(deals, ({ many }) => ({
  subscriptions: many(dealSubscriptions),
}))

export const dealSubscriptionsRelations = relations(dealSubscriptions, ({ one }) => ({
  deal: one(deals, { fields: [dealSubscriptions.dealId], references: [deals.id] }),
  activity: one(activities, { fields: [dealSubscriptions.activityId], references: [activities.id] }),
}))

export const favouritesRelations = relations(favourites, ({ one }) => ({
  activity: one(activities, { fields: [favourites.activityId], references: [activities.id] }),
}))

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  activity: one(activities, { fields: [bookings.activityId], references: [activities.id] }),
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  pickupLocation: one(locations, { fields: [bookings.locationId], references: [locations.id] }),
  travellers: many(bookingTravellers),
  amendments: many(amendments),
  messages: many(bookingMessages),
  review: one(reviews, { fields: [bookings.id], references: [reviews.bookingId] }),
}))

export const bookingTravellersRelations = relations(bookingTravellers, ({ one }) => ({
  booking: one(bookings, { fields: [bookingTravellers.bookingId], references: [bookings.id] }),
}))

export const amendmentsRelations = relations(amendments, ({ one }) => ({
  booking: one(bookings, { fields: [amendments.bookingId], references: [bookings.id] }),
  location: one(locations, { fields: [amendments.locationId], references: [locations.id] }),
}))

export const bookingMessagesRelations = relations(bookingMessages, ({ one }) => ({
  booking: one(bookings, { fields: [bookingMessages.bookingId], references: [bookings.id] }),
  sender: one(users, { fields: [bookingMessages.senderUserId], references: [users.id] }),
}))

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  booking: one(bookings, { fields: [reviews.bookingId], references: [bookings.id] }),
  activity: one(activities, { fields: [reviews.activityId], references: [activities.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  images: many(reviewImages),
}))

export const reviewImagesRelations = relations(reviewImages, ({ one }) => ({
  review: one(reviews, { fields: [reviewImages.reviewId], references: [reviews.id] }),
}))

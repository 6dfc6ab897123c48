import type { ActivityCard, SearchResponse } from '@serendib/domain/catalogue-api'
import { pickBookingPage, type AccountBooking, type BookingsReply } from './account-bookings'
import { authedApi } from './auth-session'
import { browserApi } from './browser-api'
import { latestBooking, type ReviewEntry } from './reviews'
import { loadAccountReviews } from './reviews-api'
import { searchResults } from './search-results'

/** Spec §2 Dashboard "We would Suggest": four featured tours, as the brief asks. */
export const SUGGESTION_COUNT = 4

export interface DashboardData {
  /** Completed bookings with their reviews; null when the call failed. */
  reviews: ReviewEntry[] | null
  /** The booking made most recently (null: none yet); undefined when the call failed. */
  recentBooking: AccountBooking | null | undefined
  /** Featured tours; an empty list hides the section. */
  suggestions: ActivityCard[]
}

async function loadRecentBooking(): Promise<AccountBooking | null | undefined> {
  const reply = await authedApi.get<BookingsReply>('/api/account/my-bookings')
  return reply.ok ? latestBooking(pickBookingPage(reply.body).data) : undefined
}

async function loadSuggestions(): Promise<ActivityCard[]> {
  const reply = await browserApi.get<SearchResponse>(`/api/search?featured=1&limit=${SUGGESTION_COUNT}`)
  return reply.ok ? searchResults(reply.body) : []
}

/** Every part of the dashboard loads at once and fails on its own. */
export async function loadDashboard(): Promise<DashboardData> {
  const [reviews, recentBooking, suggestions] = await Promise.all([
    loadAccountReviews(),
    loadRecentBooking(),
    loadSuggestions(),
  ])
  return { reviews, recentBooking, suggestions }
}

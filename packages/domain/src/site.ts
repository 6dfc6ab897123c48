/** Site-wide constants of spec §9 and the timings the UI uses. */
export const SUPPORT_PHONE = '+94 11 234 5678'

export const Timing = {
  snackbarMs: 5000,
  heroSliderMs: 5000,
  sessionSaveThrottleMs: 1000,
  locationAutocompleteDebounceMs: 100,
  carouselRebuildMs: 1500,
  loadingOverlayHideMs: 2000,
} as const

export const RequestLimit = {
  featured: 5,
  topSelling: 4,
  deals: 4,
  suggestions: 10,
  related: 3,
  searchCarousels: 15,
} as const

export const CAROUSEL_MAX_ITEMS = 16
export const BOOKINGS_PAGE_SIZE = 12
export const SEARCH_PAGE_SIZE = 12
/** Search totals are exact up to this many matches, then "1,000+" (decision 072). */
export const SEARCH_TOTAL_CAP = 1000

/** Price slider of spec §5: 10 to 1000 USD; the results page defaults the maximum to 10000. */
export const PRICE_SLIDER_USD = { min: 10, max: 1000, resultsDefaultMax: 10000 } as const

/** First-party OAuth client of spec §9. */
export const API_CLIENT_ID = '2'

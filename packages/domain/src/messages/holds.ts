/**
 * Seats held by unpaid orders (issue 27, decision 032): what checkout says when a visitor's order
 * would hold too much, or when the address already holds unpaid orders.
 */
export const HoldMessages = {
  /** ANONYMOUS_TRAVELLERS_PER_TOUR_DAY: signed-in customers are not capped. */
  tooManyTravellers: (max: number) =>
    `Without an account you can book at most ${max} travellers on one tour for the same day. ` +
    'Log in to book a larger group, or send us an Inquire Now message and we will arrange it with the tour operator.',
  captchaRequired:
    'A booking from your network is already waiting for payment. Complete the security check to hold more seats.',
  /** Beside the checkout page's widget: the visitor already pressed Confirm & Pay once. */
  captchaHint:
    'A booking from your network is already waiting for payment. Once the security check below says Verified, press Confirm & Pay again.',
} as const

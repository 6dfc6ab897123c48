/**
 * Page titles and descriptions of the traveller pages' `meta()` (issue 31): the `<title>` in
 * the page's language. A common area (`title`, lib/message-areas.ts), so `meta()` reads them
 * from the root loader's messages (lib/meta-i18n.ts). English: the words the pages had.
 */
export const titlesEn = {
  // The site's dialogs' Close button (components/ui/modal-dialog.tsx), a common word too.
  'site.close': 'Close',
  'title.cart': 'Your cart',
  'title.checkout': 'Checkout',
  'title.paymentComplete': 'Payment complete',
  'title.findBooking': 'Find your booking',
  'title.findBookingDescription':
    'See a Serendib booking with its reference and the e-mail address you booked with.',
  'title.signUp': 'Create an account',
  'title.signUpDescription': 'Create a Serendib account to book tours and keep your favourites.',
  'title.logIn': 'Log in',
  'title.logInDescription': 'Log in to Serendib to see your bookings, favourites and deals.',
  'title.notFound': 'Page not found',
  'title.error': 'Something went wrong',
  'title.resetPassword': 'Choose a new password',
  'title.voucher': 'Voucher {reference}',
  'title.review': 'Review your tour',
  'title.verifyComplete': 'E-mail confirmed',
  'title.verifyFailed': 'Confirmation link not valid',
  'title.booking': 'Booking {reference}',
  'title.myBooking': 'My booking',
  'title.help': 'Help centre: frequently asked questions',
  'title.helpDescription':
    'Answers on booking, payment in USD, free cancellation, pick-up, vouchers and reviews for tours in Sri Lanka.',
  'title.helpTabDescription': '{title} of Serendib, the marketplace for tours in Sri Lanka.',
  'title.inspiration': 'Travel Inspirations',
  'title.inspirationDescription':
    'Ideas for your trip to Sri Lanka: when to go, where to stay, what to eat and the experiences worth planning around.',
  'title.aboutDescription': 'Serendib is the marketplace for tours and activities in Sri Lanka.',
  'title.searchMatching': '{heading} matching “{key}”',
  'title.searchPage': '{title}, page {page}',
  'title.searchDescription':
    '{what} in Sri Lanka on Serendib. {count, plural, =0 {} one {# experience: } other {# experiences: }}book online with prices in USD and free cancellation up to 24 hours before the start.',
} as const

import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { TRAVELLER_LOCALES, type SupplierLocale } from '@serendib/domain/i18n/locales'

/**
 * The public pages that exist in every traveller language (issue 31, decision 071): English
 * unprefixed as before, `/de/…`, `/fr/…` and so on beside it. Route ids: `de/search` etc.
 */
const TRAVELLER_PAGES: { path: string; file: string; id: string }[] = [
  { path: 'search', file: 'routes/search.tsx', id: 'search' },
  { path: 'day-tours', file: 'routes/search.tsx', id: 'day-tours' },
  { path: 'round-tours', file: 'routes/search.tsx', id: 'round-tours' },
  { path: 'activity/details/:aid', file: 'routes/tour-detail.tsx', id: 'activity-detail-short' },
  { path: 'activity/:seourl/details/:aid', file: 'routes/tour-detail.tsx', id: 'activity-detail' },
  { path: 'day-tours/:seourl/details/:aid', file: 'routes/tour-detail.tsx', id: 'day-tour-detail' },
  { path: 'round-tours/:seourl/details/:aid', file: 'routes/tour-detail.tsx', id: 'round-tour-detail' },
  { path: ':loaction/:title/location/:pid', file: 'routes/location-page.tsx', id: 'location-page' },
  { path: 'travel-inspiration', file: 'routes/travel-inspiration.tsx', id: 'travel-inspiration' },
  {
    path: 'travel-inspiration/:seourl',
    file: 'routes/travel-inspiration-article.tsx',
    id: 'inspiration-article',
  },
  { path: 'help', file: 'routes/help.tsx', id: 'help' },
  { path: 'help/:sid', file: 'routes/help.tsx', id: 'help-tab' },
  { path: 'about', file: 'routes/about.tsx', id: 'about' },
  // Cart to payment and the guest lookup keep the visitor's language (decision 077).
  { path: 'cart', file: 'routes/cart.tsx', id: 'cart' },
  { path: 'checkout', file: 'routes/checkout.tsx', id: 'checkout' },
  { path: 'payment/complete', file: 'routes/payment-complete.tsx', id: 'payment-complete' },
  { path: 'booking/find', file: 'routes/booking-find.tsx', id: 'booking-find' },
  // Sign-in, sign-up, the new password and the e-mail confirmation pages (decision 077).
  { path: 'login', file: 'routes/login.tsx', id: 'login' },
  { path: 'account/signup', file: 'routes/customer-signup.tsx', id: 'customer-signup' },
  { path: 'account/reset-password', file: 'routes/reset-password.tsx', id: 'reset-password' },
  { path: 'verify/complete', file: 'routes/verify-complete.tsx', id: 'verify-complete' },
  { path: 'verify/failed', file: 'routes/verify-failed.tsx', id: 'verify-failed' },
  // The e-mailed review link, in the booking's language (issue 31).
  { path: 'tour/review/:token', file: 'routes/review-by-token.tsx', id: 'review-by-token' },
  // The voucher, linked from mails in the booking's language (issue 31).
  { path: 'voucher/:reference', file: 'routes/voucher.tsx', id: 'voucher' },
]

/** The traveller's account area (spec §2), in every traveller language too (decision 077). */
const ACCOUNT_PAGES: { path: string; file: string }[] = [
  { path: 'account', file: 'routes/account/dashboard.tsx' },
  { path: 'account/bookings', file: 'routes/account/bookings.tsx' },
  { path: 'account/booking/detail/:bid', file: 'routes/account/booking-detail.tsx' },
  // Tailored round tours by quote (decision 079); the e-mails link to /account/quotes/{id}.
  { path: 'account/quotes', file: 'routes/account/quotes.tsx' },
  { path: 'account/quotes/:id', file: 'routes/account/quote-detail.tsx' },
  { path: 'account/reviews', file: 'routes/account/reviews.tsx' },
  { path: 'account/deals', file: 'routes/account/deals.tsx' },
  { path: 'account/favorites', file: 'routes/account/favorites.tsx' },
  { path: 'account/settings', file: 'routes/account/settings.tsx' },
]

const translatedPages = TRAVELLER_LOCALES.filter((locale) => locale !== 'en').flatMap((locale) => [
  route(locale, 'routes/home.tsx', { id: `${locale}/home` }),
  ...TRAVELLER_PAGES.map((page) =>
    route(`${locale}/${page.path}`, page.file, { id: `${locale}/${page.id}` }),
  ),
  layout(
    'routes/account/layout.tsx',
    { id: `${locale}/account-layout` },
    ACCOUNT_PAGES.map((page) =>
      route(`${locale}/${page.path}`, page.file, {
        id: `${locale}/${page.file.replace(/^routes\/|\.tsx$/g, '')}`,
      }),
    ),
  ),
  // An unknown address inside a language: its not-found page in that language.
  route(`${locale}/*`, 'routes/not-found.tsx', { id: `${locale}/catch-all` }),
])

/**
 * The supplier portal (issue 13) in English, `/si/…` and `/ta/…` (decision 078): the same modules
 * under each language's prefix; English keeps its URLs and route ids.
 */
function supplierPortal(locale: SupplierLocale) {
  const at = (path: string) => (locale === 'en' ? path : `${locale}/${path}`)
  const id = (name: string) => (locale === 'en' ? {} : { id: `${locale}/${name}` })
  const page = (path: string, file: string) =>
    route(at(path), `routes/supplier/${file}.tsx`, id(`supplier-${file}`))
  return [
    page('supplier/login', 'login'),
    layout('routes/supplier/layout.tsx', id('supplier-layout'), [
      page('supplier', 'dashboard'),
      page('supplier/profile', 'profile'),
      page('supplier/tours', 'tours'),
      page('supplier/bookings', 'bookings'),
      page('supplier/bookings/:id', 'booking-detail'),
      page('supplier/manifest', 'manifest'),
      page('supplier/check-in', 'check-in'),
      page('supplier/earnings', 'earnings'),
      page('supplier/team', 'team'),
      page('supplier/quotes', 'quotes'),
      page('supplier/quotes/:id', 'quote-detail'),
      page('supplier/tours/:id/:step?', 'tour-editor'),
    ]),
  ]
}

export default [
  index('routes/home.tsx'),
  ...translatedPages,

  // Search (spec §2): /day-tours and /round-tours fix the tour type to 2 and 1.
  route('search', 'routes/search.tsx', { id: 'search' }),
  route('day-tours', 'routes/search.tsx', { id: 'day-tours' }),
  route('round-tours', 'routes/search.tsx', { id: 'round-tours' }),

  // Tour detail: every spelling of spec §2 plus the record's full seo url (same shapes).
  route('activity/details/:aid', 'routes/tour-detail.tsx', { id: 'activity-detail-short' }),
  route('activity/:seourl/details/:aid', 'routes/tour-detail.tsx', { id: 'activity-detail' }),
  route('day-tours/:seourl/details/:aid', 'routes/tour-detail.tsx', { id: 'day-tour-detail' }),
  route('round-tours/:seourl/details/:aid', 'routes/tour-detail.tsx', { id: 'round-tour-detail' }),

  // Information pages.
  route(':loaction/:title/location/:pid', 'routes/location-page.tsx'),
  route('travel-inspiration', 'routes/travel-inspiration.tsx'),
  route('travel-inspiration/:seourl', 'routes/travel-inspiration-article.tsx'),
  route('help', 'routes/help.tsx', { id: 'help' }),
  route('help/:sid', 'routes/help.tsx', { id: 'help-tab' }),
  route('about', 'routes/about.tsx'),
  route('currency', 'routes/currency.tsx'),
  // The sign-in dialog's messages, fetched when it opens (decision 068); JSON, no page.
  route('sign-in-messages', 'routes/sign-in-messages.ts'),

  // Accounts (spec §2): login, sign-up, e-mail verification and password reset.
  route('login', 'routes/login.tsx'),
  route('login/social/callback', 'routes/social-callback.tsx'),
  route('signup', 'routes/supplier-signup.tsx'),
  route('signup/complete', 'routes/supplier-signup-complete.tsx'),
  route('account/signup', 'routes/customer-signup.tsx'),
  route('account/reset-password', 'routes/reset-password.tsx'),
  route('verify/complete', 'routes/verify-complete.tsx'),
  route('verify/failed', 'routes/verify-failed.tsx'),

  // Cart, checkout and the page the payment returns to (spec §2); the cart is in the browser.
  route('cart', 'routes/cart.tsx', { id: 'cart' }),
  route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
  route('payment/complete', 'routes/payment-complete.tsx', { id: 'payment-complete' }),
  // A guest finds a booking by reference and e-mail (decision 057); a form post, no account.
  route('booking/find', 'routes/booking-find.tsx', { id: 'booking-find' }),

  // Account area (spec §2): rendered in the browser, where the session is, inside one side menu.
  layout(
    'routes/account/layout.tsx',
    ACCOUNT_PAGES.map((page) => route(page.path, page.file)),
  ),
  // The e-mailed review link works without logging in (spec §6 review token holder).
  route('tour/review/:token', 'routes/review-by-token.tsx'),

  // Supplier portal (issue 13): its own sign-in and frame, rendered in the browser, code-split.
  route('voucher/:reference', 'routes/voucher.tsx', { id: 'voucher' }),
  ...supplierPortal('en'),
  ...supplierPortal('si'),
  ...supplierPortal('ta'),

  // Admin console (issue 15): its own sign-in and frame, rendered in the browser, code-split.
  route('admin/login', 'routes/admin/login.tsx'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/dashboard.tsx'),
    route('admin/suppliers', 'routes/admin/suppliers.tsx'),
    route('admin/suppliers/:id', 'routes/admin/supplier-detail.tsx'),
    route('admin/tours', 'routes/admin/tour-queue.tsx'),
    route('admin/tours/:id', 'routes/admin/tour-review.tsx'),
    route('admin/resellers', 'routes/admin/resellers.tsx'),
    route('admin/resellers/:id', 'routes/admin/reseller-edit.tsx'),
    route('admin/bookings', 'routes/admin/bookings.tsx'),
    route('admin/bookings/:id', 'routes/admin/booking-detail.tsx'),
    route('admin/refunds', 'routes/admin/refunds.tsx'),
    route('admin/payouts', 'routes/admin/payouts.tsx'),
    route('admin/reviews', 'routes/admin/reviews.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/users/:id', 'routes/admin/user-detail.tsx'),
    route('admin/inquiries', 'routes/admin/inquiries.tsx'),
    route('admin/subscribers', 'routes/admin/subscribers.tsx'),
    route('admin/emails', 'routes/admin/emails.tsx'),
    route('admin/audit-log', 'routes/admin/audit-log.tsx'),
    route('admin/currency-rates', 'routes/admin/currency-rates.tsx'),
    route('admin/content', 'routes/admin/content-index.tsx'),
    route('admin/content/site/:section', 'routes/admin/site-content.tsx'),
    route('admin/content/settings', 'routes/admin/site-settings.tsx'),
    route('admin/content/translations/:kind/:id', 'routes/admin/content-translations.tsx'),
    route('admin/content/:kind', 'routes/admin/content-list.tsx'),
    route('admin/content/:kind/:id', 'routes/admin/content-edit.tsx'),
  ]),

  // Spec §2: /404 and any unknown route show the not-found page, both with HTTP status 404.
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig

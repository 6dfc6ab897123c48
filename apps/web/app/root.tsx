import type { CurrencyRatesResponse } from '@serendib/domain/api/currency'
import type { SiteMode } from '@serendib/domain/api/system'
import { currencyFromCookie } from '@serendib/domain/currency'
import {
  isTravellerLocale,
  languageTag,
  splitLocale,
  supplierPortalLocale,
} from '@serendib/domain/i18n/locales'
import type { ApiSuccess, LocationTag, SiteSettings } from '@serendib/domain/catalogue-api'
import { useEffect, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheetHref from './app.css?url'
import { LoginDialogProvider } from './components/auth/login-dialog'
import { SessionBridge } from './components/auth/session-bridge'
import { DemoNotice } from './components/ui/demo-notice'
import { ErrorPage } from './components/ui/error-page'
import { SiteFooter } from './components/footer/site-footer'
import { SiteHeader } from './components/header/site-header'
import { NotFoundPage } from './components/ui/not-found-page'
import { PageProgress } from './components/ui/page-progress'
import { SnackbarProvider } from './components/ui/snackbar'
import { apiContext } from './lib/api-context'
import { documentNonce } from './lib/csp-nonce'
import { TranslatorProvider, useMergedMessages, useTranslator } from './lib/i18n'
import { metaText } from './lib/meta-i18n'
import { COMMON_MESSAGE_AREAS } from './lib/message-areas'
import { areaMessages, compiledPortalCatalogue, signInMessagesHref } from './lib/message-catalogue'
import { releaseEarlyInteractions } from './lib/early-interactions'
import { loadSoft } from './lib/load-soft'
import { pageTitle } from './lib/seo'

/** Footer data for every page; either call may fail without taking the page down. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext)
  // The traveller's currency (issue 18): from its cookie, so this render already shows it.
  const currency = currencyFromCookie(request.headers.get('cookie'))
  const [destinations, settings, mode, rates] = await Promise.all([
    loadSoft(api, '/api/locationsPages/tags', (body: { locationPage?: LocationTag[] }) =>
      body.locationPage ? [...body.locationPage].sort((a, b) => b.aktivity_count - a.aktivity_count) : null,
    ),
    loadSoft(api, '/api/settings/site/get', (body: ApiSuccess<SiteSettings>) => body.data),
    loadSoft(api, '/api/site-mode', (body: SiteMode) => body.mode),
    currency === 'USD'
      ? null
      : loadSoft(api, '/api/currency-rates', (body: CurrencyRatesResponse) => body.data.rates),
  ])
  const rate = rates?.find((r) => r.code === currency) ?? null
  // The page's language comes from its URL alone (decision 071); its catalogue, compiled.
  // A client-side navigation asks for `/si/supplier.data`: the page's path is without `.data`.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '')
  const { locale: inUrl } = splitLocale(pathname)
  // The supplier portal speaks English, Sinhala and Tamil and has its own catalogue (decision
  // 078), sent only to its pages; Sinhala and Tamil have no traveller pages.
  const portalLocale = supplierPortalLocale(pathname)
  const locale = portalLocale ?? (isTravellerLocale(inUrl) ? inUrl : 'en')
  // The header's, footer's and error pages' messages; each page's loader adds its own areas.
  const messages = areaMessages(locale, COMMON_MESSAGE_AREAS)
  const portal = portalLocale ? compiledPortalCatalogue(portalLocale) : null
  return {
    destinations: destinations ?? [],
    settings,
    demo: mode === 'demo',
    currency,
    rate,
    locale,
    messages,
    // The sign-in dialog's messages are fetched from here when it opens (decision 068).
    signInMessages: signInMessagesHref(locale),
    portal,
  }
}

// Footer tags and site settings change rarely; refetching them on every click costs a round trip.
// A move to another language needs that language's catalogue.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { formMethod, defaultShouldRevalidate, currentUrl, nextUrl } = args
  if (splitLocale(currentUrl.pathname).locale !== splitLocale(nextUrl.pathname).locale) return true
  // Into or out of the supplier portal: its catalogue comes or goes (decision 078).
  if (!supplierPortalLocale(currentUrl.pathname) !== !supplierPortalLocale(nextUrl.pathname)) return true
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false
}

export function links() {
  return [
    // `precedence` makes React emit the stylesheet ahead of the module preloads it hoists into
    // <head>, so the one render-blocking request is first in line (see decision 016).
    { rel: 'stylesheet', href: stylesheetHref, precedence: 'default' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    // Browsers ask for /favicon.ico on their own; the manifest names the app icon set.
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ]
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404
    return [
      {
        title: pageTitle(
          notFound
            ? metaText(matches, 'title.notFound', 'Page not found')
            : metaText(matches, 'title.error', 'Something went wrong'),
        ),
      },
    ]
  }
  const settings = loaderData?.settings
  // The site's description is the admin's English; another language says its own.
  const translated = loaderData?.locale && loaderData.locale !== 'en'
  return [
    { title: settings?.title || pageTitle() },
    {
      name: 'description',
      content: translated
        ? metaText(matches, 'site.description', '')
        : settings?.description || 'Book tours and activities in Sri Lanka, with prices in USD.',
    },
  ]
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const demo = root?.demo ?? false
  // The root's common areas and every matched route's own (`handle.messages`, decision 071).
  const messages = useMergedMessages(useMatches().map((match) => match.loaderData))
  // Children's effects run first: when this one runs, the whole page has hydrated, and clicks
  // held until then (entry.server.tsx, decision 019) are replayed.
  useEffect(releaseEarlyInteractions, [])
  return (
    <html lang={languageTag(root?.locale ?? 'en')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d6b60" />
        <Meta />
        <Links nonce={documentNonce} />
        {/* One first paint of the whole page, not a paint per parser pause (decision 016). */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body>
        <TranslatorProvider locale={root?.locale} messages={root ? messages : undefined}>
          {demo ? <DemoNotice /> : null}
          {children}
        </TranslatorProvider>
        <ScrollRestoration nonce={documentNonce} />
        <Scripts nonce={documentNonce} />
      </body>
    </html>
  )
}

/** Header, main and footer; shared by pages and error pages so no error leaves a bare page. */
function SiteShell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { t } = useTranslator()
  return (
    <SnackbarProvider>
      <PageProgress />
      <SessionBridge />
      <LoginDialogProvider>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('site.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter destinations={rootData?.destinations ?? []} />
        <div id="page-end" hidden />
      </LoginDialogProvider>
    </SnackbarProvider>
  )
}

export default function App() {
  // The admin console and the supplier portal have their own frames (routes/admin/layout.tsx,
  // routes/supplier/), not the public header and footer.
  const { path: pathname } = splitLocale(useLocation().pathname)
  if (pathname.startsWith('/admin') || pathname === '/supplier' || pathname.startsWith('/supplier/'))
    return <Outlet />
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    )
  }
  if (import.meta.env.DEV) console.error(error)
  return (
    <SiteShell>
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} />
    </SiteShell>
  )
}

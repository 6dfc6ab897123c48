/**
 * The words every page shows around its content in the page's language: the demo notice, and
 * the sign-in buttons of other providers (the header's sign-in dialog is on every page).
 */
import type { TravellerLocale } from '@serendib/domain/i18n/locales'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TranslatorProvider } from '../../lib/i18n'
import { compiledCatalogue } from '../../lib/message-catalogue'
import { LoginDialogShell } from './login-dialog-shell'
import { SocialButtons } from './social-buttons'
import { DemoNotice } from '../ui/demo-notice'
import { SnackbarProvider } from '../ui/snackbar'

/** The server's HTML of `element` on a page in `locale`, inside the providers pages have. */
function markup(locale: TravellerLocale, element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element: createElement(SnackbarProvider, null, element) }])
  return renderToStaticMarkup(
    createElement(TranslatorProvider, {
      locale,
      messages: compiledCatalogue(locale),
      children: createElement(RouterProvider, { router }),
    }),
  )
}

describe('the site chrome in the page language', () => {
  it('says the demo notice as before in English and in each language elsewhere', () => {
    const english = markup('en', createElement(DemoNotice))
    expect(english).toContain('Demo site: payments are simulated')
    expect(english).toContain('Dismiss<span class="sr-only"> the demo notice</span>')
    const german = markup('de', createElement(DemoNotice))
    expect(german).toContain('Demo-Website: Zahlungen werden nur simuliert')
    expect(german).toContain('aria-label="Demo-Website"')
    expect(german).not.toContain('Dismiss')
  })

  it('names the other sign-in providers and what is not set up in the page language', () => {
    const none = markup('en', createElement(SocialButtons, { providers: [] }))
    expect(none).toContain('Continue with Google')
    expect(none).toContain('Sign-in with Google, Facebook or Apple is not set up on this site yet.')
    const some = markup('en', createElement(SocialButtons, { providers: ['google'] }))
    expect(some).toContain('Sign-in with Facebook or Apple is not set up on this site yet.')
    const german = markup('de', createElement(SocialButtons, { providers: ['google'] }))
    expect(german).toContain('Weiter mit Google')
    expect(german).toContain(
      'Die Anmeldung mit Facebook oder Apple ist auf dieser Website noch nicht eingerichtet.',
    )
    expect(markup('ja', createElement(SocialButtons, { providers: [] }))).toContain(
      'Apple でのログインはまだ設定されていません',
    )
  })

  it('titles the header’s sign-in dialog in the page language (English as before)', () => {
    const dialog = (locale: TravellerLocale) =>
      markup(
        locale,
        createElement(LoginDialogShell, { open: true, opening: 1, onClose: () => {}, messages: null }),
      )
    const english = dialog('en')
    expect(english).toContain('>Log in</h2>')
    expect(english).toContain('Welcome back to Serendib.')
    const german = dialog('de')
    expect(german).toContain('>Anmelden</h2>')
    expect(german).toContain('Willkommen zurück bei Serendib.')
    expect(german).not.toMatch(/Log in|Welcome back/)
    const japanese = dialog('ja')
    expect(japanese).toContain('>ログイン</h2>')
    expect(japanese).toContain('Serendib へおかえりなさい。')
    expect(japanese).not.toMatch(/Log in|Welcome back/)
  })
})

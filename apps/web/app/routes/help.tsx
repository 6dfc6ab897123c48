import type { ApiSuccess, SiteContent } from '@serendib/domain/catalogue-api'
import { faqQuery } from '@serendib/domain/help-faq'
import { splitLocale } from '@serendib/domain/i18n/locales'
import type { MessagePrefix } from '@serendib/domain/i18n/message-areas'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { data, Link } from 'react-router'
import type { Route } from './+types/help'
import { HelpFaq } from '../components/info/help-faq'
import { HelpTabsNav } from '../components/info/help-tabs-nav'
import { RichText } from '../components/info/rich-text'
import { englishLang, ShownInEnglish } from '../components/ui/content-language'
import { PhoneIcon } from '../components/ui/icons'
import { apiContext } from '../lib/api-context'
import { helpFaqGroups } from '../lib/help-faq-groups'
import { HELP_FAQ, helpTab, helpTabPath } from '../lib/help-tabs'
import { useTranslator } from '../lib/i18n'
import { loadMain } from '../lib/load-main'
import { routeMessages, translate } from '../lib/message-catalogue'
import { canonicalUrl, pageMeta, titleWithSite } from '../lib/page-meta'
import { cleanRichText } from '@serendib/domain/rich-text'
import { faqJsonLd } from '../lib/structured-data'
import { withLang } from '../lib/content-lang'

/**
 * /help and /help/{sid} (route ids 'help' and 'help-tab'). /help opens the first tab, privacy
 * (spec §2), under the FAQ (issue 18), which is filtered here by `?q=` so the search works without
 * JavaScript. Only the open tab's HTML is sent, sanitised on the server so the sanitiser never
 * ships to the browser.
 *
 * In every traveller language (decision 085): the page's words come from the `help` messages,
 * the questions and answers in the page's data, one language's only. The policies are the
 * admin's English site content: on a translated page the tab's name heads them and the text is
 * marked English, with the note other untranslated content has (decision 076).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const tab = helpTab(params.sid)
  if (!tab) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const { locale } = splitLocale(url.pathname)
  const content = await loadMain(
    context.get(apiContext),
    // The page's text in its language where the admin translated it (decision 086).
    withLang('/api/content/site/get', locale),
    (body: ApiSuccess<SiteContent>) => body.data,
  )
  const section = tab.section
  const label = translate(locale, `help.tab.${section}`)
  // The admin's title where it is in the page's language, else the tab's name in it.
  const titleInPageLanguage = locale === 'en' || !content.untranslated?.includes(`${section}_title`)
  const title = (titleInPageLanguage && content[`${section}_title`]) || label
  const policy = {
    tab,
    title,
    html: cleanRichText(content[section] ?? ''),
    /** The policy's text left in English on a translated page: marked lang="en" with a note. */
    englishText: locale !== 'en' && Boolean(content.untranslated?.includes(section)),
    messages: routeMessages(url.pathname, handle.messages),
  }
  if (params.sid === undefined) {
    return {
      ...policy,
      faq: { query: faqQuery(url.searchParams.get('q')), groups: helpFaqGroups(locale) },
      metaTitle: titleWithSite(translate(locale, 'title.help')),
      metaDescription: translate(locale, 'title.helpDescription'),
      canonical: canonicalUrl(request.url, HELP_FAQ.path),
    }
  }
  return {
    ...policy,
    faq: null,
    metaTitle: titleWithSite(content[`${section}_meta_title`] || title),
    metaDescription:
      content[`${section}_meta_description`] || translate(locale, 'title.helpTabDescription', { title }),
    canonical: canonicalUrl(request.url, helpTabPath(tab)),
  }
}

// This page exists in every traveller language (decision 071, routes.ts).
export const handle = {
  translated: true,
  // The policies' note on a translated page: they are the admin's English text.
  messages: ['help', 'content.shownInEnglish'] satisfies MessagePrefix[],
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const tags = pageMeta({
    title: loaderData.metaTitle,
    description: loaderData.metaDescription,
    canonical: loaderData.canonical,
  })
  // The whole FAQ only: a filtered list is not the page search engines should describe.
  const faq = loaderData.faq
  return faq?.query === '' ? [...tags, { 'script:ld+json': faqJsonLd(faq.groups) }] : tags
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { tab, title, html, faq, englishText } = loaderData
  const { t, lp } = useTranslator()
  // Under the FAQ the policy is a second section, so its title is a level lower.
  const PolicyHeading = faq ? 'h2' : 'h1'
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="mb-1 text-sm font-bold tracking-widest text-brand-700 uppercase">{t('help.centre')}</p>
      <p className="mb-6 text-slate-600">{t('help.intro')}</p>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between">
        <div className="min-w-0">
          {faq ? (
            // A new query from the form (a navigation) starts the box and the filter afresh.
            <HelpFaq key={faq.query} query={faq.query} groups={faq.groups} />
          ) : (
            <Link
              to={lp(HELP_FAQ.path)}
              prefetch="intent"
              className="mb-4 inline-block font-semibold text-brand-700 underline underline-offset-2"
            >
              {t('help.faqHeading')}
            </Link>
          )}
          <section aria-labelledby="policy-heading" className={faq ? 'mt-12' : undefined}>
            <HelpTabsNav current={tab} />
            <PolicyHeading
              id="policy-heading"
              className="mt-8 mb-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              {title}
            </PolicyHeading>
            {html ? (
              <>
                <RichText html={html} {...englishLang(englishText)} />
                {englishText ? <ShownInEnglish className="mt-4" /> : null}
              </>
            ) : (
              <p className="text-slate-700">{t('help.updating', { phone: SUPPORT_PHONE })}</p>
            )}
          </section>
        </div>
        <aside
          aria-labelledby="help-contact"
          className="self-start rounded-2xl bg-brand-50 p-5 lg:sticky lg:top-6"
        >
          <h2 id="help-contact" className="mb-2 font-bold text-slate-900">
            {t('help.needHelp')}
          </h2>
          <p className="mb-3 text-sm text-slate-700">{t('help.supportAvailable')}</p>
          <a
            href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}
            className="mb-4 flex items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            <PhoneIcon width={18} height={18} />
            {SUPPORT_PHONE}
          </a>
          <Link
            to={lp('/about')}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('help.about')}
          </Link>
        </aside>
      </div>
    </div>
  )
}

import type { LocationTag } from '@serendib/domain/catalogue-api'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import type { MessageId } from '@serendib/domain/i18n/messages/en'
import { Link } from 'react-router'
import { useTranslator } from '../../lib/i18n'
import { LanguageLinks } from '../ui/language-menu'
import { PhoneIcon } from '../ui/icons'
import { InquireNowButton } from './inquire-now-button'
import { SocialLinks } from './social-links'

const helpLinks: { to: string; label: MessageId }[] = [
  { to: '/help', label: 'footer.faq' },
  { to: '/help/0', label: 'footer.privacyPolicy' },
  { to: '/help/1', label: 'footer.disclaimers' },
  { to: '/help/2', label: 'footer.cookiePolicy' },
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/travel-inspiration', label: 'footer.travelInspirations' },
]

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline'
const headingClass = 'mb-3 text-sm font-bold tracking-wide text-white uppercase'

export function SiteFooter({ destinations }: { destinations: LocationTag[] }) {
  const { t, lp } = useTranslator()
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {destinations.length > 0 ? (
          <section aria-labelledby="footer-destinations" className="mb-10 border-b border-slate-700 pb-8">
            <h2 id="footer-destinations" className={headingClass}>
              {t('footer.topDestinations')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {destinations.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={lp(tag.full_seo_url)}
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-600 px-3 py-1.5 text-slate-200 hover:border-white hover:text-white"
                  >
                    {tag.location}
                    <span className="text-slate-400">
                      · {t('footer.tours', { count: tag.aktivity_count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={headingClass}>
              {t('footer.helpAndInformation')}
            </h2>
            <ul className="space-y-2">
              {helpLinks.map((link) => (
                <li key={link.to}>
                  <Link to={lp(link.to)} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-suppliers">
            <h2 id="footer-suppliers" className={headingClass}>
              {t('footer.forSuppliers')}
            </h2>
            <ul className="space-y-2">
              <li>
                <Link to="/signup" className={linkClass}>
                  {t('footer.becomeSupplier')}
                </Link>
              </li>
              <li>
                <Link to="/supplier/login" className={linkClass}>
                  {t('footer.supplierLogin')}
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
            <h2 id="footer-contact" className={headingClass}>
              {t('footer.talkToUs')}
            </h2>
            <p className="mb-3">{t('footer.questions')}</p>
            <a
              href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}
              className="mb-4 flex items-center gap-2 font-semibold text-white hover:underline"
            >
              <PhoneIcon width={18} height={18} />
              {SUPPORT_PHONE}
            </a>
            <InquireNowButton />
          </section>
          <section aria-labelledby="footer-social" className="col-span-2 sm:col-span-1">
            <h2 id="footer-social" className={headingClass}>
              {t('footer.followUs')}
            </h2>
            <SocialLinks />
            <h2 id="footer-language" className={`${headingClass} mt-8`}>
              {t('language.heading')}
            </h2>
            <nav aria-labelledby="footer-language">
              <LanguageLinks className={`${linkClass} aria-[current]:font-bold aria-[current]:text-white`} />
            </nav>
          </section>
        </div>
        <p className="mt-10 border-t border-slate-700 pt-6 text-xs text-slate-400">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  )
}

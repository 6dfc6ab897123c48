import type { LocationTag } from '@serendib/domain/catalogue-api'
import { SUPPORT_PHONE } from '@serendib/domain/site'
import { tourCount } from '@serendib/domain/text'
import { Link } from 'react-router'
import { PhoneIcon } from '../ui/icons'
import { InquireNowButton } from './inquire-now-button'
import { SocialLinks } from './social-links'

const helpLinks = [
  { to: '/help', label: 'FAQ' },
  { to: '/help/0', label: 'Privacy policy' },
  { to: '/help/1', label: 'Disclaimers' },
  { to: '/help/2', label: 'Cookie policy' },
  { to: '/about', label: 'About us' },
  { to: '/travel-inspiration', label: 'Travel inspirations' },
]

const linkClass = 'rounded text-slate-300 hover:text-white hover:underline'
const headingClass = 'mb-3 text-sm font-bold tracking-wide text-white uppercase'

export function SiteFooter({ destinations }: { destinations: LocationTag[] }) {
  return (
    <footer className="on-dark mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {destinations.length > 0 ? (
          <section aria-labelledby="footer-destinations" className="mb-10 border-b border-slate-700 pb-8">
            <h2 id="footer-destinations" className={headingClass}>
              Top destinations
            </h2>
            <ul className="flex flex-wrap gap-2">
              {destinations.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={tag.full_seo_url}
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-600 px-3 py-1.5 text-slate-200 hover:border-white hover:text-white"
                  >
                    {tag.location}
                    <span className="text-slate-400">· {tourCount(tag.aktivity_count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={headingClass}>
              Help &amp; information
            </h2>
            <ul className="space-y-2">
              {helpLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-suppliers">
            <h2 id="footer-suppliers" className={headingClass}>
              For suppliers
            </h2>
            <ul className="space-y-2">
              <li>
                <Link to="/signup" className={linkClass}>
                  Become a supplier
                </Link>
              </li>
              <li>
                <Link to="/supplier/login" className={linkClass}>
                  Supplier login
                </Link>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
            <h2 id="footer-contact" className={headingClass}>
              Talk to us
            </h2>
            <p className="mb-3">Questions about a tour? We are here 24/7.</p>
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
              Follow us
            </h2>
            <SocialLinks />
          </section>
        </div>
        <p className="mt-10 border-t border-slate-700 pt-6 text-xs text-slate-400">
          © {new Date().getFullYear()} Serendib. Tours and activities in Sri Lanka, all prices in USD.
        </p>
      </div>
    </footer>
  )
}

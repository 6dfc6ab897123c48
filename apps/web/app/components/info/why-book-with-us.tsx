import type { ComponentType, SVGProps } from 'react'
import { CompassIcon, HeadsetIcon, ShieldCheckIcon, TagIcon } from '../icons'

/** The marketing promises of spec §1 that a first-time visitor of the about page asks about. */
const promises: { Icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string }[] = [
  {
    Icon: ShieldCheckIcon,
    title: 'Free cancellation',
    text: 'Up to 24 hours before the start, for a full refund.',
  },
  {
    Icon: TagIcon,
    title: 'Lowest-price guarantee',
    text: 'Found the same tour cheaper? We refund the difference.',
  },
  { Icon: HeadsetIcon, title: '24/7 support', text: 'Real people on the phone, day and night.' },
  {
    Icon: CompassIcon,
    title: 'Over 2000 activities',
    text: 'Tours, day trips and transfers all over Sri Lanka.',
  },
]

export function WhyBookWithUs() {
  return (
    <section aria-labelledby="why-book" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h2 id="why-book" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
        Why book with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {promises.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon width={28} height={28} className="shrink-0 text-brand-700" />
            <div>
              <h3 className="font-bold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

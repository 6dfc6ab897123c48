import { sitePromises } from '../ui/promises'

/** The promises a first-time visitor of the about page asks about: those with a full sentence. */
const explained = sitePromises.flatMap(({ Icon, title, detail }) => (detail ? [{ Icon, title, detail }] : []))

export function WhyBookWithUs() {
  return (
    <section aria-labelledby="why-book" className="rounded-2xl bg-brand-50 p-5 sm:p-8">
      <h2 id="why-book" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
        Why book with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {explained.map(({ Icon, title, detail }) => (
          <li key={title} className="flex gap-3">
            <Icon width={28} height={28} className="shrink-0 text-brand-700" />
            <div>
              <h3 className="font-bold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-700">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

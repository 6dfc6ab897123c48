import { SITE_CONTENT_SECTIONS } from '@serendib/domain/catalogue-api'
import { Link } from 'react-router'
import { PageHeader, Panel } from '../../components/admin/page-header'
import { contentKinds } from '../../lib/admin/content-kinds'

export function meta() {
  return [{ title: 'Content · Serendib admin' }]
}

const sectionNames: Record<string, string> = {
  about: 'About us',
  privacy: 'Privacy policy',
  cookie: 'Cookie policy',
  disclaimer: 'Disclaimer',
  guidelines: 'Guidelines',
}

/** Everything the public site shows that is not a tour: one link per kind of content. */
export default function AdminContentIndex() {
  const card =
    'block rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-800 shadow-sm hover:border-brand-600'
  return (
    <>
      <PageHeader title="Catalogue content" description="Edits show on the public site at once." />
      <Panel title="Site pages">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SITE_CONTENT_SECTIONS.map((s) => (
            <li key={s}>
              <Link to={`/admin/content/site/${s}`} className={card}>
                {sectionNames[s] ?? s}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/admin/content/settings" className={card}>
              Site settings (title, description, featured tours)
            </Link>
          </li>
        </ul>
      </Panel>
      <Panel title="Lists">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {contentKinds.map((k) => (
            <li key={k.path}>
              <Link to={`/admin/content/${k.path}`} className={card}>
                {k.plural}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  )
}

import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { Route } from './+types/subscribers'
import { ContactList } from '../../components/admin/contact-list'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

interface Subscriber {
  id: number
  email: string
  source: string
  subscribed: boolean
  created_at: string
}

export function meta() {
  return [{ title: 'Subscribers · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<Subscriber>>(
    withQuery('/api/admin/subscribers', new URL(request.url).searchParams),
  )
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  return (
    <ContactList
      title="Newsletter subscribers"
      description="Addresses that asked for deals by e-mail."
      csvPath="/api/admin/subscribers.csv"
      reply={loaderData}
      search="E-mail"
      empty="No subscriber matches."
      columns={[
        { header: 'Subscribed', cell: (r) => dateTime(r.created_at) },
        { header: 'E-mail', cell: (r) => <span className="break-all">{r.email}</span> },
        { header: 'Source', cell: (r) => r.source },
        { header: 'State', cell: (r) => (r.subscribed ? 'Subscribed' : 'Unsubscribed') },
      ]}
    />
  )
}

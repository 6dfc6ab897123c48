import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { Route } from './+types/inquiries'
import { ContactList } from '../../components/admin/contact-list'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

interface Inquiry {
  id: number
  name: string
  email: string
  phone: string
  message: string
  created_at: string
}

export function meta() {
  return [{ title: 'Inquiries · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<Inquiry>>(
    withQuery('/api/admin/inquiries', new URL(request.url).searchParams),
  )
}

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  return (
    <ContactList
      title="Inquiries"
      description="What visitors sent with the footer's 'Inquire Now' form."
      csvPath="/api/admin/inquiries.csv"
      reply={loaderData}
      search="Name, e-mail or text"
      empty="No inquiry matches."
      columns={[
        { header: 'Received', cell: (r) => dateTime(r.created_at) },
        {
          header: 'From',
          cell: (r) => (
            <span className="break-all">
              {r.name}
              <br />
              {r.email}
              <br />
              {r.phone}
            </span>
          ),
        },
        {
          header: 'Message',
          cell: (r) => <span className="block max-w-xl whitespace-pre-wrap">{r.message}</span>,
        },
      ]}
    />
  )
}

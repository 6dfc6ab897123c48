import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminUser } from '@serendib/domain/api/admin-people'
import { useState } from 'react'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/users'
import { ConfirmDialog } from '../../components/admin/confirm-dialog'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { button, input, label, PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'Users · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminUser>>(withQuery('/api/admin/users', new URL(request.url).searchParams))
}

const types: Record<number, string> = { 1: 'Admin', 2: 'Supplier', 3: 'Customer' }

type Pending = { user: AdminUser; action: 'disable' | 'enable' | 'resend-verification' }

export default function AdminUsers({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const notify = useSnackbar()
  const [pending, setPending] = useState<Pending | null>(null)
  return (
    <>
      <PageHeader
        title="Users"
        description="Customers, suppliers and admins. Disabling ends every session at once."
      />
      <FilterForm>
        <TextFilter name="q" labelText="E-mail, name or phone" value={params.get('q')} />
        <SelectFilter
          name="type"
          labelText="Kind"
          value={params.get('type')}
          options={[
            ['3', 'Customer'],
            ['2', 'Supplier'],
            ['1', 'Admin'],
          ]}
        />
        <SelectFilter
          name="status"
          labelText="State"
          value={params.get('status')}
          options={[
            ['active', 'Active'],
            ['disabled', 'Disabled'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Users"
            rows={reply.data.data}
            rowKey={(u) => u.id}
            empty="No user matches these filters."
            columns={[
              { header: 'Name', cell: (u) => `${u.first_name} ${u.last_name}`.trim() || '—' },
              {
                header: 'E-mail',
                cell: (u) => (
                  <span className="break-all">
                    {u.email}
                    {u.email_verified ? '' : ' (not verified)'}
                  </span>
                ),
              },
              { header: 'Kind', cell: (u) => types[u.user_type] ?? u.user_type },
              {
                header: 'State',
                cell: (u) =>
                  u.status === 'active' ? (
                    <Chip colour="green">Active</Chip>
                  ) : (
                    <Chip colour="red">Disabled</Chip>
                  ),
              },
              {
                header: 'Bookings',
                cell: (u) =>
                  u.bookings > 0 ? (
                    <Link className="text-brand-700 underline" to={`/admin/bookings?user=${u.id}`}>
                      {u.bookings}
                    </Link>
                  ) : (
                    '0'
                  ),
              },
              { header: 'Last sign-in', cell: (u) => dateTime(u.last_login_at) },
              {
                header: '',
                cell: (u) => (
                  <span className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={button.small}
                      onClick={() =>
                        setPending({ user: u, action: u.status === 'active' ? 'disable' : 'enable' })
                      }
                    >
                      {u.status === 'active' ? 'Disable' : 'Enable'}
                    </button>
                    {!u.email_verified ? (
                      <button
                        type="button"
                        className={button.small}
                        onClick={() => setPending({ user: u, action: 'resend-verification' })}
                      >
                        Resend verification
                      </button>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'disable'
            ? `Disable ${pending.user.email}`
            : pending?.action === 'enable'
              ? `Enable ${pending.user.email}`
              : `Resend verification to ${pending?.user.email ?? ''}`
        }
        confirmLabel={
          pending?.action === 'disable'
            ? 'Disable user'
            : pending?.action === 'enable'
              ? 'Enable user'
              : 'Send e-mail'
        }
        danger={pending?.action === 'disable'}
        onClose={() => setPending(null)}
        description={
          pending?.action === 'disable'
            ? 'Every session of this user ends now, and signing in is refused until you enable the account again.'
            : undefined
        }
        onConfirm={async (form) => {
          const answer = await adminApi.post(`/api/admin/users/${pending!.user.id}/${pending!.action}`, {
            reason: String(form.get('reason') ?? ''),
          })
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Saved', 'success')
          void revalidator.revalidate()
          return null
        }}
      >
        {pending?.action === 'disable' ? (
          <div>
            <label htmlFor="disable-reason" className={label}>
              Reason (kept in the audit log)
            </label>
            <input id="disable-reason" name="reason" maxLength={500} className={input} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

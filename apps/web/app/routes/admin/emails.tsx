import type { AdminPage } from '@serendib/domain/api/admin-common'
import type { AdminEmail } from '@serendib/domain/api/admin-people'
import { useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/emails'
import { ConfirmDialog } from '../../components/admin/confirm-dialog'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { button, PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime } from '../../lib/admin/format'

export function meta() {
  return [{ title: 'E-mails · Serendib admin' }]
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<AdminPage<AdminEmail>>(
    withQuery('/api/admin/emails', new URL(request.url).searchParams),
  )
}

const colours = { pending: 'amber', sent: 'green', failed: 'red', withdrawn: 'grey' } as const

export default function AdminEmails({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const notify = useSnackbar()
  const [target, setTarget] = useState<AdminEmail | null>(null)
  return (
    <>
      <PageHeader
        title="E-mail outbox"
        description="Every mail the marketplace sends. A failed one can be queued again after its cause is fixed; a withdrawn one no longer applied (its booking was cancelled before it left) and says why."
      />
      <FilterForm>
        <TextFilter name="q" labelText="Recipient, subject or template" value={params.get('q')} />
        <SelectFilter
          name="status"
          labelText="State"
          value={params.get('status')}
          options={[
            ['failed', 'Failed'],
            ['pending', 'Pending'],
            ['sent', 'Sent'],
            ['withdrawn', 'Withdrawn'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="E-mails"
            rows={reply.data.data}
            rowKey={(m) => m.id}
            empty="No e-mail matches these filters."
            columns={[
              { header: 'Written', cell: (m) => dateTime(m.created_at) },
              { header: 'To', cell: (m) => <span className="break-all">{m.to}</span> },
              { header: 'Subject', cell: (m) => m.subject },
              { header: 'State', cell: (m) => <Chip colour={colours[m.status]}>{m.status}</Chip> },
              { header: 'Attempts', cell: (m) => m.attempts },
              {
                header: 'Last error',
                cell: (m) => <span className="block max-w-xs break-words">{m.last_error ?? '—'}</span>,
              },
              {
                header: 'Actions',
                cell: (m) =>
                  m.status === 'failed' ? (
                    <button type="button" className={button.small} onClick={() => setTarget(m)}>
                      Retry
                    </button>
                  ) : null,
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Send this e-mail again"
        confirmLabel="Queue again"
        onClose={() => setTarget(null)}
        description={`To ${target?.to ?? ''}: “${target?.subject ?? ''}”. It goes back to the queue with fresh attempts.`}
        onConfirm={async () => {
          const answer = await adminApi.post(`/api/admin/emails/${target!.id}/retry`)
          if (!answer.ok) return answer.message
          notify(answer.message ?? 'Queued', 'success')
          void revalidator.revalidate()
          return null
        }}
      />
    </>
  )
}

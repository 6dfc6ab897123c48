import type { AdminPayoutStatement } from '@serendib/domain/api/payouts'
import type { AdminPage } from '@serendib/domain/api/admin-common'
import { useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/payouts'
import { DataTable } from '../../components/admin/data-table'
import { ErrorState } from '../../components/admin/data-states'
import { FilterForm, SelectFilter, TextFilter } from '../../components/admin/filter-form'
import { PageHeader, button } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { MarkPaidButton } from '../../components/admin/payouts/mark-paid-button'
import { useSnackbar } from '../../components/ui/snackbar'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { dateTime, usd } from '../../lib/admin/format'
import { authToken } from '../../lib/auth-session'

export function meta() {
  return [{ title: 'Payouts · Serendib admin' }]
}

type PayoutsPage = AdminPage<AdminPayoutStatement> & { suppliers: { id: number; name: string }[] }

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminApi.get<PayoutsPage>(
    withQuery('/api/admin/payout-statements', new URL(request.url).searchParams),
  )
}

/** The filtered statements as CSV: fetched with the bearer token, handed over as a file. */
async function downloadCsv(params: URLSearchParams): Promise<boolean> {
  const filters = new URLSearchParams(params)
  filters.delete('page')
  const response = await fetch(withQuery('/api/admin/payout-statements.csv', filters), {
    headers: { authorization: `Bearer ${authToken()}` },
  })
  if (!response.ok) return false
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = 'payout-statements.csv'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return true
}

/** /admin/payouts: suppliers' monthly statements (decision 049); pay one by recording the transfer. */
export default function AdminPayouts({ loaderData: reply }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const revalidator = useRevalidator()
  const notify = useSnackbar()
  return (
    <>
      <PageHeader
        title="Payouts"
        description="A supplier's net for a travel month is payable once all its travel dates have passed."
        actions={
          <button
            type="button"
            className={button.secondary}
            onClick={async () => {
              if (!(await downloadCsv(params))) notify('The CSV could not be made. Try again.', 'error')
            }}
          >
            Download CSV
          </button>
        }
      />
      <FilterForm>
        <SelectFilter
          name="supplier_id"
          labelText="Supplier"
          value={params.get('supplier_id')}
          options={reply.ok ? reply.data.suppliers.map((s) => [String(s.id), s.name]) : []}
        />
        <TextFilter name="month" labelText="Travel month" type="month" value={params.get('month')} />
        <SelectFilter
          name="status"
          labelText="Status"
          value={params.get('status')}
          options={[
            ['payable', 'Payable'],
            ['paid', 'Paid'],
          ]}
        />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption="Payout statements"
            rows={reply.data.data}
            rowKey={(s) => s.id}
            empty="No statement matches these filters."
            minWidth="sm:min-w-[820px]"
            columns={[
              { header: 'Month', cell: (s) => s.month },
              {
                header: 'Supplier',
                cell: (s) => (
                  <>
                    <span className="font-semibold">{s.supplier.name}</span>
                    <span className="block text-xs text-slate-500">{s.supplier.email}</span>
                  </>
                ),
              },
              { header: 'Bookings', cell: (s) => s.bookings, className: 'text-right' },
              { header: 'Gross', cell: (s) => usd(s.gross_cents), className: 'text-right' },
              { header: 'Refunds', cell: (s) => usd(s.refunds_cents), className: 'text-right' },
              { header: 'Commission', cell: (s) => usd(s.commission_cents), className: 'text-right' },
              { header: 'Net', cell: (s) => <strong>{usd(s.net_cents)}</strong>, className: 'text-right' },
              {
                header: 'Status',
                cell: (s) =>
                  s.status === 'paid' ? (
                    <span>
                      <span className="font-semibold text-green-800">Paid</span>{' '}
                      <span className="block text-xs text-slate-600">
                        {dateTime(s.paid_at)} · {s.paid_reference}
                      </span>
                    </span>
                  ) : (
                    <span className="font-semibold text-amber-800">Payable</span>
                  ),
              },
              {
                header: 'Actions',
                cell: (s) =>
                  s.status === 'payable' ? (
                    <MarkPaidButton statement={s} onDone={() => void revalidator.revalidate()} />
                  ) : null,
              },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

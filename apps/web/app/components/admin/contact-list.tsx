import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorState } from './data-states'
import { DataTable, type Column } from './data-table'
import { FilterForm, TextFilter } from './filter-form'
import { button, PageHeader } from './page-header'
import { Pager } from './pager'
import type { AdminReply } from '../../lib/admin/admin-api'
import type { AdminPage } from '@serendib/domain/api/admin-common'

/** Inquiries and subscribers: a searchable list and a CSV of the whole filtered list. */
export function ContactList<T extends { id: number }>({
  title,
  description,
  csvPath,
  reply,
  columns,
  empty,
  search,
}: {
  title: string
  description: ReactNode
  csvPath: string
  reply: AdminReply<AdminPage<T>>
  columns: Column<T>[]
  empty: string
  search: string
}) {
  const [params] = useSearchParams()
  const q = params.get('q')
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <button
            type="button"
            className={button.secondary}
            onClick={async () => {
              // A download needs the bearer token, so it is fetched and handed over as a file.
              const { authToken } = await import('../../lib/auth-session')
              const response = await fetch(q ? `${csvPath}?q=${encodeURIComponent(q)}` : csvPath, {
                headers: { authorization: `Bearer ${authToken()}` },
              })
              if (!response.ok) return
              const url = URL.createObjectURL(await response.blob())
              const link = document.createElement('a')
              link.href = url
              link.download =
                /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
                'export.csv'
              link.click()
              URL.revokeObjectURL(url)
            }}
          >
            Download CSV
          </button>
        }
      />
      <FilterForm>
        <TextFilter name="q" labelText={search} value={q} />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption={title}
            rows={reply.data.data}
            rowKey={(r) => r.id}
            empty={empty}
            columns={columns}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

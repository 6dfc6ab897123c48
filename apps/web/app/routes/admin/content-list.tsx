import type { AdminPage } from '@serendib/domain/api/admin-common'
import { Link, useSearchParams } from 'react-router'
import type { Route } from './+types/content-list'
import { DataTable } from '../../components/admin/data-table'
import { Chip, ErrorState } from '../../components/admin/data-states'
import { FilterForm, TextFilter } from '../../components/admin/filter-form'
import { button, PageHeader } from '../../components/admin/page-header'
import { Pager } from '../../components/admin/pager'
import { adminApi, withQuery } from '../../lib/admin/admin-api'
import { kindSpec } from '../../lib/admin/content-kinds'

type Item = Record<string, unknown> & { id: number; image?: { url: string } | null }

export function meta() {
  return [{ title: 'Content · Serendib admin' }]
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const spec = kindSpec(params.kind)
  if (!spec) return { ok: false as const, status: 404, message: 'There is no such kind of content' }
  return adminApi.get<AdminPage<Item>>(
    withQuery(`/api/admin/${spec.path}`, new URL(request.url).searchParams),
  )
}

export default function AdminContentList({ loaderData: reply, params }: Route.ComponentProps) {
  const spec = kindSpec(params.kind)
  const [search] = useSearchParams()
  if (!spec) return <ErrorState message="There is no such kind of content" />
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <PageHeader
        title={spec.plural}
        actions={
          <Link to={`/admin/content/${spec.path}/new`} className={button.primary}>
            New {spec.label.toLowerCase()}
          </Link>
        }
      />
      <FilterForm>
        <TextFilter name="q" labelText="Search" value={search.get('q')} />
      </FilterForm>
      {!reply.ok ? (
        <ErrorState message={reply.message} />
      ) : (
        <>
          <DataTable
            caption={spec.plural}
            rows={reply.data.data}
            rowKey={(r) => r.id}
            empty={`No ${spec.plural.toLowerCase()} yet.`}
            columns={[
              {
                header: 'Picture',
                cell: (r) =>
                  r.image?.url ? (
                    <img src={r.image.url} alt="" className="h-12 w-20 rounded object-cover" loading="lazy" />
                  ) : null,
                className: 'w-24',
              },
              {
                header: spec.fields.find((f) => f.name === spec.titleField)?.label ?? 'Title',
                cell: (r) => (
                  <Link
                    to={`/admin/content/${spec.path}/${r.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {String(r[spec.titleField] ?? '') || `#${r.id}`}
                  </Link>
                ),
              },
              {
                header: 'State',
                cell: (r) =>
                  'active' in r ? (
                    r.active ? (
                      <Chip colour="green">Shown</Chip>
                    ) : (
                      <Chip colour="grey">Hidden</Chip>
                    )
                  ) : 'published' in r ? (
                    r.published ? (
                      <Chip colour="green">Published</Chip>
                    ) : (
                      <Chip colour="grey">Hidden</Chip>
                    )
                  ) : null,
              },
              { header: 'Position', cell: (r) => (typeof r.sort_order === 'number' ? r.sort_order : '—') },
            ]}
          />
          <Pager page={reply.data} />
        </>
      )}
    </>
  )
}

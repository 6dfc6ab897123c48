import { EmptyState, PageHeader } from '../../components/supplier/ui'

export function meta() {
  return [{ title: 'Tours · Serendib suppliers' }, { name: 'robots', content: 'noindex' }]
}

/** /supplier/tours: the supplier's tours (the editor arrives with the tour API). */
export default function SupplierTours() {
  return (
    <>
      <PageHeader title="Tours" />
      <EmptyState>Your tours will appear here.</EmptyState>
    </>
  )
}

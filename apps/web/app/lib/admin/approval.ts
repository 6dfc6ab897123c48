/** How the console shows a supplier's approval and a tour's place in its lifecycle. */
import { supplierApprovalLabels, type SupplierApprovalCode } from '@serendib/domain/supplier-approval'
import { tourLifecycleLabels, type TourLifecycleCode } from '@serendib/domain/tour-lifecycle'

export const approvalFilters: [string, string][] = [
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['suspended', 'Suspended'],
]

const approvalColours: Record<SupplierApprovalCode, string> = { 0: 'amber', 1: 'green', 2: 'red', 3: 'dark' }
export const approvalChip = (status: SupplierApprovalCode) => ({
  colour: approvalColours[status],
  label: supplierApprovalLabels[status],
})

const tourColours: Record<TourLifecycleCode, string> = {
  0: 'amber',
  1: 'green',
  2: 'red',
  3: 'grey',
  4: 'grey',
  5: 'dark',
  // Sold over OCTO only (decision 060): on sale, but not to the site's visitors.
  6: 'purple',
}
export const tourChip = (status: TourLifecycleCode) => ({
  colour: tourColours[status],
  label: tourLifecycleLabels[status],
})

/** 1500 basis points → "15.00"; the form edits percent, the API takes basis points. */
export const bpsToPercent = (bps: number) => (bps / 100).toFixed(2)

/** "15", "15.5", "15.25" → basis points; null when it is not a percent with at most 2 decimals. */
export function percentToBps(text: string): number | null {
  const value = text.trim().replace(/\s*%$/, '')
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(value)) return null
  return Math.round(Number(value) * 100)
}

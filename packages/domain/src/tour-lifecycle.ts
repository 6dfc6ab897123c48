/**
 * A tour's life from the supplier's first draft to the archive (issue 13, decision 034). The
 * spec's public codes 0 Pending, 1 Active, 2 Rejected stay what they are; a draft (never
 * submitted) is 3 and an archived tour 4, so every query that sells only `status = 1` keeps
 * excluding both without a change. One graph, read by the API, the portal and the console.
 */
import { TourStatus, tourStatusLabels, type TourStatusCode } from './tour-status.ts'

/**
 * 5 Suspended (decision 048): off sale because an admin suspended its supplier; reinstated with it.
 * 6 Reseller only (decision 060): sold through OCTO and nowhere on the site (the demo reseller's
 * sandbox); every public list and page sells only 1, so it needs no filter of its own.
 */
export const TourLifecycle = { ...TourStatus, draft: 3, archived: 4, suspended: 5, resellerOnly: 6 } as const
export type TourLifecycleCode = (typeof TourLifecycle)[keyof typeof TourLifecycle]
export type TourLifecycleName = keyof typeof TourLifecycle

export const tourLifecycleLabels: Record<TourLifecycleCode, string> = {
  ...(tourStatusLabels as Record<TourStatusCode, string>),
  3: 'Draft',
  4: 'Archived',
  5: 'Suspended',
  6: 'Reseller only',
}

export const tourLifecycleNames: Record<TourLifecycleCode, TourLifecycleName> = {
  0: 'pending',
  1: 'active',
  2: 'rejected',
  3: 'draft',
  4: 'archived',
  5: 'suspended',
  6: 'resellerOnly',
}

export type TourAction = 'submit' | 'approve' | 'reject' | 'archive' | 'suspend' | 'reinstate'

/**
 * Who may move a tour where. Submit is the supplier's (draft or a rejected tour it fixed);
 * approve and reject are the admin's. An active tour may be rejected after a change since
 * approval. Archived is final: the supplier duplicates a tour to sell it again. Suspend and
 * reinstate follow the supplier's suspension (an admin's), only between active and suspended.
 */
export const tourTransitions: Record<TourLifecycleName, Partial<Record<TourAction, TourLifecycleName>>> = {
  draft: { submit: 'pending', archive: 'archived' },
  pending: { approve: 'active', reject: 'rejected', archive: 'archived' },
  active: { approve: 'active', reject: 'rejected', archive: 'archived', suspend: 'suspended' },
  rejected: { submit: 'pending', archive: 'archived' },
  archived: {},
  suspended: { reinstate: 'active', archive: 'archived' },
  resellerOnly: {},
}

export const TourLifecycleMessages = {
  submitted: 'Your tour was sent for review',
  approved: 'Tour approved: it is on sale now',
  reapproved: 'Changes approved',
  rejected: 'Tour rejected: the supplier sees your reason',
  archived: 'Tour archived: it is off sale, its bookings are kept',
  duplicated: 'Tour duplicated as a new draft',
  saved: 'Saved',
  notAllowed: (action: TourAction, from: TourLifecycleCode) =>
    `A tour that is ${tourLifecycleLabels[from].toLowerCase()} can not be ${actionPast[action]}`,
  archivedReadOnly: 'An archived tour can not be changed; duplicate it to sell it again',
  suspendedReadOnly: 'Your account is suspended: its tours can not be changed until Serendib reinstates it',
  supplierSuspended: 'The supplier is suspended: reinstate the supplier before approving its tours',
  featured: 'Tour featured in Made for you',
  unfeatured: 'Tour removed from Made for you',
  featureActiveOnly: 'Only an active tour can be featured',
  pendingReadOnly: 'This tour is waiting for review; you can change it again once it is approved or rejected',
  supplierNotApproved:
    'Your supplier account is waiting for approval: you can prepare tours, and submit them once an admin has approved your account',
  incomplete: 'Complete the missing fields before you submit',
  reasonRequired: 'Give the supplier a reason for the rejection',
  notChanged: 'This tour has not changed since it was approved',
} as const

const actionPast: Record<TourAction, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  archive: 'archived',
  suspend: 'suspended',
  reinstate: 'reinstated',
}

/** Where `action` takes a tour in `from`, or null when the graph does not allow it. */
export function nextTourStatus(from: TourLifecycleCode, action: TourAction): TourLifecycleCode | null {
  const to = tourTransitions[tourLifecycleNames[from]][action]
  return to === undefined ? null : TourLifecycle[to]
}

/**
 * Whether the supplier may edit the tour's content now: not while an admin reviews it (the
 * admin must see what was submitted) and never once archived. Editing an active tour is
 * allowed: it stays on sale and joins the "changed since approval" queue.
 */
export function editProblem(status: TourLifecycleCode): string | null {
  if (status === TourLifecycle.archived) return TourLifecycleMessages.archivedReadOnly
  if (status === TourLifecycle.pending) return TourLifecycleMessages.pendingReadOnly
  if (status === TourLifecycle.suspended) return TourLifecycleMessages.suspendedReadOnly
  return null
}

/** Only an active tour is for sale, in search, the sitemap and the home sections. */
export const isOnSale = (status: number) => status === TourLifecycle.active

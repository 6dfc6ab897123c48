/**
 * A supplier's approval (issue 13, decision 037): a new supplier is Pending until an admin
 * approves it. Pending or rejected suppliers may sign in, fill their profile and prepare tours,
 * but only an approved supplier may submit a tour for review. One rule, read by the API (before
 * a submission) and by the portal (what the dashboard says).
 */
import { ForbiddenError } from './errors.ts'
import { UserType } from './user-types.ts'

/** 3 Suspended (decision 048): was approved; its tours are off sale until an admin reinstates it. */
export const SupplierApproval = { pending: 0, approved: 1, rejected: 2, suspended: 3 } as const
export type SupplierApprovalCode = (typeof SupplierApproval)[keyof typeof SupplierApproval]

export const supplierApprovalLabels: Record<SupplierApprovalCode, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
  3: 'Suspended',
}

export const SupplierApprovalMessages = {
  /** Why a submission is refused while the account waits. */
  notApproved:
    'Your supplier account is waiting for approval. You can prepare tours now and submit them once Serendib has approved your account.',
  rejected:
    'Your supplier account was not approved. Update your profile as asked and contact us to be reviewed again.',
  approved: 'Supplier approved',
  rejectedNotice: 'Supplier rejected',
  suspendedNotice: 'Supplier suspended: its tours are off sale, its bookings stay',
  reinstatedNotice: 'Supplier reinstated: its suspended tours are on sale again',
  suspended:
    'Your supplier account is suspended: your tours are off sale. Existing bookings stay; contact Serendib to be reinstated.',
  suspendReasonRequired: 'Say why the supplier is suspended',
  onlyApprovedSuspend: 'Only an approved supplier can be suspended',
  notSuspended: 'This supplier is not suspended',
  reinstateInstead: 'This supplier is suspended: reinstate it instead',
  reasonRequired: 'Give the supplier a reason they can act on',
  notASupplier: 'Supplier not found',
  alreadyDecided: 'The supplier already has this status',
} as const

/** The columns of a user row this rule reads (the Drizzle `User` fits as it is). */
export interface ApprovableUser {
  userType: number
  approvalStatus: number
}

/** True only for a supplier an admin has approved (or one that traded before approval existed). */
export function isSupplierApproved(user: ApprovableUser): boolean {
  return user.userType === UserType.supplier && user.approvalStatus === SupplierApproval.approved
}

/** For a supplier action that needs approval (submitting a tour): 403 with the reason otherwise. */
export function assertSupplierApproved(user: ApprovableUser): void {
  if (isSupplierApproved(user)) return
  throw new ForbiddenError(
    user.approvalStatus === SupplierApproval.rejected
      ? SupplierApprovalMessages.rejected
      : user.approvalStatus === SupplierApproval.suspended
        ? SupplierApprovalMessages.suspended
        : SupplierApprovalMessages.notApproved,
  )
}

export function approvalCode(value: number): SupplierApprovalCode {
  return value === 1 || value === 2 || value === 3 ? value : 0
}

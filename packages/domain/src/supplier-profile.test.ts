import { describe, expect, it } from 'vitest'
import { ForbiddenError } from './errors.ts'
import { assertSupplierApproved, isSupplierApproved, SupplierApprovalMessages } from './supplier-approval.ts'
import { SupplierProfileMessages, supplierProfileErrors, supplierProfileGaps } from './supplier-profile.ts'

describe('supplier approval', () => {
  it('lets only an approved supplier submit tours', () => {
    expect(isSupplierApproved({ userType: 2, approvalStatus: 1 })).toBe(true)
    expect(isSupplierApproved({ userType: 2, approvalStatus: 0 })).toBe(false)
    expect(isSupplierApproved({ userType: 2, approvalStatus: 2 })).toBe(false)
    // An approved-looking customer or admin is still not a supplier.
    expect(isSupplierApproved({ userType: 3, approvalStatus: 1 })).toBe(false)
    expect(() => assertSupplierApproved({ userType: 2, approvalStatus: 0 })).toThrow(
      new ForbiddenError(SupplierApprovalMessages.notApproved),
    )
    expect(() => assertSupplierApproved({ userType: 2, approvalStatus: 2 })).toThrow(
      SupplierApprovalMessages.rejected,
    )
  })
})

describe('supplier profile rules', () => {
  const ok = { work_name: 'Ceylon Rambles', contact_name: 'Kamal Silva' }

  it('needs a business name and a contact person, nothing else, to save', () => {
    expect(supplierProfileErrors(ok)).toEqual({})
    expect(supplierProfileErrors({})).toEqual({
      work_name: 'Business name is required',
      contact_name: 'Contact person is required',
    })
  })

  it('checks phones, the NIC, registration and account numbers', () => {
    expect(
      supplierProfileErrors({ ...ok, work_mobile: '+94 (77) 123-4567', contact_nic: '199012345678' }),
    ).toEqual({})
    expect(supplierProfileErrors({ ...ok, contact_nic: '851234567v' })).toEqual({})
    expect(supplierProfileErrors({ ...ok, work_mobile: '12345', contact_home_phone: 'call me' })).toEqual({
      work_mobile: SupplierProfileMessages.phone,
      contact_home_phone: SupplierProfileMessages.phone,
    })
    expect(supplierProfileErrors({ ...ok, contact_nic: '85123456' }).contact_nic).toBe(
      SupplierProfileMessages.nic,
    )
    expect(supplierProfileErrors({ ...ok, work_name: 'x'.repeat(121) }).work_name).toBe(
      'Business name can be at most 120 characters',
    )
  })

  it('asks for the payout details together', () => {
    expect(supplierProfileErrors({ ...ok, payout_branch: 'Kandy' })).toEqual({
      payout_bank_name: 'Bank name is needed to receive payouts',
      payout_account_holder: 'Account holder is needed to receive payouts',
      payout_account_number: 'Account number is needed to receive payouts',
    })
    const payout = {
      payout_bank_name: 'BOC',
      payout_account_holder: 'K Silva',
      payout_account_number: '0071-2345',
    }
    expect(supplierProfileErrors({ ...ok, ...payout })).toEqual({})
    expect(
      supplierProfileErrors({ ...ok, ...payout, payout_account_number: '12-34' }).payout_account_number,
    ).toBe(SupplierProfileMessages.accountNumber)
  })

  it('lists what is missing before review', () => {
    const gaps = supplierProfileGaps({ ...ok, categories: [], email_verified: false })
    expect(gaps.map((g) => g.field)).toEqual([
      'email',
      'work_address',
      'work_mobile',
      'contact_nic',
      'contact_mobile_phone',
      'payout_bank_name',
      'payout_account_holder',
      'payout_account_number',
      'categories',
    ])
  })
})

describe('the portal profile saved message (issue 29 point 8)', () => {
  it("says 'profile'; the traveller's spec string (messages.ts) keeps its own spelling", async () => {
    expect(SupplierProfileMessages.saved).toBe('Your profile was updated')
    const { Messages } = await import('./messages.ts')
    expect(Messages.profileUpdated).toBe('Your profie was updated')
  })
})

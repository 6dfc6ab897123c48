import { describe, expect, it } from 'vitest'
import type { SupplierProfile } from '@serendib/domain/api/supplier-profile'
import { formValues, profileBody } from './profile-form'

describe('the profile form', () => {
  it('shows nulls as empty fields and sends every field back with the categories', () => {
    const profile = {
      work_name: 'Ceylon Rambles',
      work_address: null,
      contact_nic: '851234567V',
      categories: [
        { id: 3, name: 'Beaches & Coast' },
        { id: 5, name: 'Tea Country' },
      ],
    } as unknown as SupplierProfile
    const values = formValues(profile)
    expect(values.texts.work_address).toBe('')
    expect(values.texts.payout_branch).toBe('')
    expect(values.categories).toEqual([3, 5])
    const body = profileBody(values)
    expect(Object.keys(body)).toHaveLength(15)
    expect(body).toMatchObject({ work_name: 'Ceylon Rambles', contact_nic: '851234567V', categories: [3, 5] })
  })
})

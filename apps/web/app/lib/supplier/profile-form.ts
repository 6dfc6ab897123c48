import type { SupplierProfile, SupplierProfileBody } from '@serendib/domain/api/supplier-profile'
import { supplierProfileTextFields, type SupplierProfileTextField } from '@serendib/domain/supplier-profile'

export type ProfileTexts = Record<SupplierProfileTextField, string>
export interface ProfileFormValues {
  texts: ProfileTexts
  categories: number[]
}

/** The form's values from the API's profile (null reads as an empty field). */
export function formValues(profile: SupplierProfile): ProfileFormValues {
  const texts = Object.fromEntries(
    supplierProfileTextFields.map((f) => [f, profile[f] ?? '']),
  ) as ProfileTexts
  return { texts, categories: profile.categories.map((c) => c.id) }
}

/** The PUT body: every field, so the saved profile is exactly what the form shows. */
export function profileBody(values: ProfileFormValues): SupplierProfileBody {
  return { ...values.texts, categories: values.categories }
}

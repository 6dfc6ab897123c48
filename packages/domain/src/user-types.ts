/** User types (architecture brief): 1 admin, 2 supplier, 3 customer (spec §6: sign-up type 3). */
export const UserType = { admin: 1, supplier: 2, customer: 3 } as const
export type UserTypeCode = (typeof UserType)[keyof typeof UserType]

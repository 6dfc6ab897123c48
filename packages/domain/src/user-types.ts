/** User types (architecture brief): 1 admin, 2 supplier, 3 customer (spec §6: sign-up type 3); 4 a supplier's staff (decision 074). */
export const UserType = { admin: 1, supplier: 2, customer: 3, staff: 4 } as const
export type UserTypeCode = (typeof UserType)[keyof typeof UserType]

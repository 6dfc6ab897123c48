import { UserType } from '@serendib/domain/user-types'

/**
 * Where each kind of user belongs (architecture brief, Areas): customers in /account, suppliers
 * in the supplier portal, admins in the console. A supplier or admin who signs in on /login is
 * taken there instead of to a customer area that would refuse them.
 */
export function areaHome(userType: number | undefined): string {
  if (userType === UserType.supplier) return '/supplier'
  if (userType === UserType.admin) return '/admin'
  return '/account'
}

/** The header's link label for a signed-in user. */
export function areaLabel(userType: number | undefined): string {
  if (userType === UserType.supplier) return 'Supplier portal'
  if (userType === UserType.admin) return 'Admin console'
  return 'My account'
}

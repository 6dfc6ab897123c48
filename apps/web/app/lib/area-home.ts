import { UserType } from '@serendib/domain/user-types'

/**
 * Where each kind of user belongs (architecture brief, Areas): customers in /account, suppliers
 * in the supplier portal, admins in the console. A supplier or admin who signs in on /login, or
 * follows the header's "My account" link, is taken there instead of to a customer area that
 * would refuse them. Not imported by the header: the home page's JavaScript budget is tight, and
 * the account area's guard redirects from /account anyway.
 */
export function areaHome(userType: number | undefined): string {
  // Staff (decision 074) belong to the supplier portal too.
  if (userType === UserType.supplier || userType === UserType.staff) return '/supplier'
  if (userType === UserType.admin) return '/admin'
  return '/account'
}

import { Outlet } from 'react-router'

// PLACEHOLDER: the account-area work adds the side menu (spec §2 Account area).
export default function AccountLayout() {
  return <Outlet />
}

import { NavLink } from 'react-router'

/** The console's sections; on phones the same list opens from the top bar. */
export const adminSections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/suppliers', label: 'Suppliers' },
  { to: '/admin/tours', label: 'Tour review' },
  { to: '/admin/resellers', label: 'Resellers' },
  { to: '/admin/bookings', label: 'Bookings' },
  { to: '/admin/refunds', label: 'Refunds' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/inquiries', label: 'Inquiries' },
  { to: '/admin/subscribers', label: 'Subscribers' },
  { to: '/admin/emails', label: 'E-mails' },
  { to: '/admin/audit-log', label: 'Audit log' },
  { to: '/admin/currency-rates', label: 'Currency rates' },
] as const

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-col gap-1">
        {adminSections.map((s) => (
          <li key={s.to}>
            <NavLink
              to={s.to}
              end={'end' in s}
              onClick={onNavigate}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-semibold ${
                  isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'
                }`
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

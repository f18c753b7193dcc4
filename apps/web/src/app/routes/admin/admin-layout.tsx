import { Navigate, NavLink, Outlet } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

const ADMIN_NAV = [
  { to: paths.admin.root, label: 'Markets' },
  { to: paths.admin.searches, label: 'Searches' },
  { to: paths.admin.referrals, label: 'Referrals' },
  { to: paths.admin.pricing, label: 'Pricing' },
  { to: paths.admin.paymentMethods, label: 'Payment Methods' },
  { to: paths.admin.manualSubscription, label: 'Manual Subscription' },
  { to: paths.admin.cryptoTransactions, label: 'Crypto' },
  { to: paths.admin.cleanup, label: 'Cleanup' },
] as const

/**
 * The admin area: only administrators see it; everyone else lands on /. This mirrors the server,
 * which refuses every /api/admin route to non-admins whatever the client does.
 */
export default function AdminLayout() {
  usePageTitle('Admin Dashboard')
  const { status, isAdmin } = useSession()
  if (status === 'loading') {
    return <div className="min-h-[50vh]" role="status" aria-label="Checking access" />
  }
  if (!isAdmin) return <Navigate to="/" replace />
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-white">Admin Dashboard</h1>
      <nav aria-label="Admin" className="mt-4 flex gap-1 overflow-x-auto border-b border-white/10 pb-2">
        {ADMIN_NAV.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end
            className={({ isActive }) =>
              `whitespace-nowrap rounded-lg px-3 py-1.5 text-sm ${isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:text-white'}`
            }
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  )
}

export function AdminComingSoon({ title }: { title: string }) {
  usePageTitle(`${title} - Admin`)
  return (
    <div className="rounded-2xl border border-dashed border-white/15 p-8 text-center">
      <p className="text-lg font-medium text-slate-100">{title}</p>
      <p className="mt-2 text-sm text-slate-400">Coming soon.</p>
    </div>
  )
}

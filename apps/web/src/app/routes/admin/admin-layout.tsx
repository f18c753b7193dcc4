import { Navigate, NavLink, Outlet } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../features/auth/session-context.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'
import { ADMIN_PAGES } from './admin-pages.ts'

/**
 * The admin area: only administrators see it; everyone else lands on /. This mirrors the server,
 * which refuses every /api/admin route to non-admins whatever the client does. Each admin page
 * sets its own document title; the layout names the area only while it checks access (a
 * parent's effect runs after its child's, so a layout title would win whenever the layout and
 * its page mount together, e.g. on the header's Admin link once the session is known).
 */
export default function AdminLayout() {
  const { status, isAdmin } = useSession()
  if (status === 'loading') return <CheckingAccess />
  if (!isAdmin) return <Navigate to={paths.home} replace />
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-white">Admin Dashboard</h1>
      <nav aria-label="Admin" className="mt-4 flex gap-1 overflow-x-auto border-b border-white/10 pb-2">
        {ADMIN_PAGES.map((item) => (
          <NavLink
            key={item.path}
            to={item.path}
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

function CheckingAccess() {
  usePageTitle('Admin Dashboard')
  return <div className="min-h-[50vh]" role="status" aria-label="Checking access" />
}

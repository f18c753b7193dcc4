import * as Menu from '@radix-ui/react-dropdown-menu'
import { CreditCard, Heart, History, LayoutDashboard, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { useSession } from '../../features/auth/session-context.tsx'
import { useCredits } from '../../features/credits/use-credits.ts'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-white/10'

/** The signed-in avatar menu of the header (product spec §2). */
export function UserMenu() {
  const { user, isAdmin, signOut } = useSession()
  const { credits, isLoading } = useCredits()
  if (!user) return null
  const initial = user.email.charAt(0).toUpperCase()
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label="Account menu"
        className="inline-flex size-9 items-center justify-center rounded-full bg-pitch-500 font-semibold text-ink-950 ring-offset-2 transition hover:bg-pitch-400"
      >
        {initial}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-white/10 dark:bg-ink-900"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{user.email}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {isLoading || !credits ? 'Loading...' : `${credits.remaining} searches left`}
            </p>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.billing}>
              <CreditCard className="size-4" aria-hidden /> Billing &amp; Credits
            </Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.likedSearches}>
              <Heart className="size-4" aria-hidden /> Liked Searches
            </Link>
          </Menu.Item>
          <Menu.Item asChild className={itemClass}>
            <Link to={paths.searchHistory}>
              <History className="size-4" aria-hidden /> Search History
            </Link>
          </Menu.Item>
          {isAdmin ? (
            <Menu.Item asChild className={itemClass}>
              <Link to={paths.admin.root}>
                <LayoutDashboard className="size-4" aria-hidden /> Admin Dashboard
              </Link>
            </Menu.Item>
          ) : null}
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-white/10" />
          <Menu.Item className={itemClass} onSelect={() => void signOut().catch(() => {})}>
            <LogOut className="size-4" aria-hidden /> Sign Out
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

import { Moon, Sun } from 'lucide-react'
import { useTheme } from './theme-context.tsx'

export function ThemeToggle() {
  const { effective, forced, toggle } = useTheme()
  const next = effective === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={forced}
      aria-label={`Switch to ${next} theme`}
      title={forced ? 'The admin area is always dark' : `Switch to ${next} theme`}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white"
    >
      {effective === 'dark' ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  )
}

import * as Dialog from '@radix-ui/react-dialog'
import { Check, X } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { paths } from '../../config/paths.ts'
<<<<<<< HEAD
import { useReturnHere } from '../../hooks/use-return-here.ts'
=======
import { useReturnFocus } from '../../hooks/use-return-focus.ts'
>>>>>>> a11y

export const GET_MORE_SEARCHES_BENEFITS = [
  'Additional free searches',
  'Save favorite predictions',
  'Access search history',
] as const

export interface GetMoreSearchesModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** 'Get More Free Searches': shown to anonymous visitors at the limit or when they try to like. */
export function GetMoreSearchesModal({ open, onOpenChange }: GetMoreSearchesModalProps) {
<<<<<<< HEAD
  // Signing up or in from here comes back to this page (home or a market), not always to /.
  const returnHere = useReturnHere()
=======
  const returnFocus = useReturnFocus(open)
>>>>>>> a11y
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl dark:border-white/10 dark:bg-slate-900"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900 dark:text-white">
            Get More Free Searches
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Create an account to unlock additional free searches and save your favorites
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {GET_MORE_SEARCHES_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <Check aria-hidden="true" className="size-4 text-emerald-500" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
<<<<<<< HEAD
            <Link
              to={paths.signUp}
              state={returnHere}
              onClick={() => onOpenChange(false)}
              className="flex-1 rounded-lg bg-emerald-600 px-4 py-2 text-center font-medium text-white hover:bg-emerald-500"
            >
              Create Free Account
            </Link>
            <Link
              to={paths.signIn}
              state={returnHere}
              onClick={() => onOpenChange(false)}
              className="flex-1 rounded-lg border border-slate-300 px-4 py-2 text-center font-medium text-slate-800 hover:bg-slate-50 dark:border-white/20 dark:text-white dark:hover:bg-white/5"
            >
=======
            <Link to={paths.signUp} onClick={() => onOpenChange(false)} className={buttonClass('primary', 'flex-1')}>
              Create Free Account
            </Link>
            <Link to={paths.signIn} onClick={() => onOpenChange(false)} className={buttonClass('secondary', 'flex-1')}>
>>>>>>> a11y
              Sign In
            </Link>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded text-slate-500 hover:text-slate-900 dark:hover:text-white"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

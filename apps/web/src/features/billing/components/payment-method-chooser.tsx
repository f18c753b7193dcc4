import { BILLING_TEXTS, type PaymentMethodCategory, type PaymentMethodOption } from '@pitchwise/contract/billing'
import { ChevronRight } from 'lucide-react'
import { MethodIcon } from '../../../components/payment-method-icon.tsx'

export interface ChosenMethod {
  method: PaymentMethodOption
  category: Pick<PaymentMethodCategory, 'id' | 'name'>
}

/**
 * The payment method chooser (back-office spec §2): methods grouped by gateway, each with its
 * icon, name and optional description; choosing one reports the method and its category.
 */
export function PaymentMethodChooser({
  categories,
  onChoose,
}: {
  categories: readonly PaymentMethodCategory[]
  onChoose: (choice: ChosenMethod) => void
}) {
  const groups = categories.filter((category) => category.methods.length > 0)
  if (groups.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-white/15 dark:text-slate-300">
        {BILLING_TEXTS.noMethods}
      </p>
    )
  }
  return (
    <div className="space-y-4">
      {groups.map((category) => (
        <section key={category.id} aria-labelledby={`gateway-${category.id}`}>
          <h3
            id={`gateway-${category.id}`}
            className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            {category.name}
          </h3>
          <ul className="space-y-2">
            {category.methods.map((method) => (
              <li key={method.id}>
                <button
                  type="button"
                  onClick={() => onChoose({ method, category: { id: category.id, name: category.name } })}
                  className="group flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left transition hover:border-emerald-500 hover:bg-emerald-50/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 dark:border-white/10 dark:bg-white/5 dark:hover:border-emerald-400 dark:hover:bg-emerald-500/10"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 group-hover:text-emerald-600 dark:bg-white/10 dark:text-slate-200 dark:group-hover:text-emerald-400">
                    <MethodIcon icon={method.icon} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900 dark:text-white">{method.name}</span>
                    {method.description ? (
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{method.description}</span>
                    ) : null}
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

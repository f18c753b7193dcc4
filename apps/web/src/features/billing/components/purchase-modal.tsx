import { BILLING_TEXTS, type BillingPlan, type PaymentMethodCategory } from '@pitchwise/contract/billing'
import { CircleAlert, Loader2, RotateCcw } from 'lucide-react'
import { Modal } from '../../../components/ui/modal.tsx'
import { searchesText } from '../utils/plan-text.ts'
import { formatPlanPrice } from '../utils/price.ts'
import { type ChosenMethod, PaymentMethodChooser } from './payment-method-chooser.tsx'

export type PurchasePhase = 'choosing' | 'processing' | 'error'

export interface PurchaseModalProps {
  plan: BillingPlan | null
  phase: PurchasePhase
  /** The banner text (already substituted per the spec) when phase is 'error'. */
  error: string | null
  methods: {
    categories: readonly PaymentMethodCategory[] | undefined
    isLoading: boolean
    isError: boolean
    refetch: () => void
  }
  onChoose: (choice: ChosenMethod) => void
  onRetry: () => void
  onClose: () => void
}

/**
 * 'Complete Your Purchase' (back-office spec §2): the plan, its credits and price with the
 * currency code, then the method chooser; 'Processing your payment...' with the close button
 * disabled while the order starts; an error banner with 'Retry Payment' that reopens the
 * chooser. Focus trap, Escape and labelling come from the shared dialog.
 */
export function PurchaseModal({ plan, phase, error, methods, onChoose, onRetry, onClose }: PurchaseModalProps) {
  const isProcessing = phase === 'processing'
  return (
    <Modal
      open={plan !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={BILLING_TEXTS.modalTitle}
      locked={isProcessing}
    >
      {plan ? (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-slate-50 px-4 py-3 text-sm dark:bg-white/5">
            <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
            <dd className="text-right font-medium text-slate-900 dark:text-white">{plan.name}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Credits</dt>
            <dd className="text-right font-medium text-slate-900 dark:text-white">{searchesText(plan.credits)}</dd>
            <dt className="text-slate-500 dark:text-slate-400">Price</dt>
            <dd className="text-right font-semibold text-slate-900 dark:text-white" data-testid="modal-price">
              {plan.currencySymbol}
              {formatPlanPrice(plan.price, plan.currencyExponent)} {plan.currencyCode}
            </dd>
          </dl>
          {phase === 'processing' ? (
            <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
              <Loader2 className="size-8 animate-spin text-emerald-500" aria-hidden="true" />
              <p className="font-medium text-slate-900 dark:text-white">{BILLING_TEXTS.modalProcessing}</p>
            </div>
          ) : phase === 'error' ? (
            <div
              role="alert"
              className="space-y-3 rounded-xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300"
            >
              <p className="flex items-start gap-2">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{error}</span>
              </p>
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex items-center gap-1.5 rounded-lg bg-rose-500 px-3 py-1.5 text-xs font-semibold text-white hover:bg-rose-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-400"
              >
                <RotateCcw className="size-3.5" aria-hidden="true" />
                {BILLING_TEXTS.retryPayment}
              </button>
            </div>
          ) : (
            <div>
              <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">Choose a payment method</h3>
              <MethodsBody methods={methods} onChoose={onChoose} />
            </div>
          )}
        </div>
      ) : null}
    </Modal>
  )
}

function MethodsBody({ methods, onChoose }: Pick<PurchaseModalProps, 'methods' | 'onChoose'>) {
  if (methods.isLoading) {
    return (
      <div role="status" className="space-y-2" aria-busy="true" aria-label="Loading payment methods">
        {['a', 'b'].map((key) => (
          <div
            key={key}
            className="h-16 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
          />
        ))}
      </div>
    )
  }
  if (methods.isError || !methods.categories) {
    return (
      <div role="alert" className="space-y-2 text-sm text-rose-700 dark:text-rose-300">
        <p>We couldn't load the payment methods.</p>
        <button
          type="button"
          onClick={methods.refetch}
          className="font-semibold underline underline-offset-4 hover:no-underline"
        >
          Try again
        </button>
      </div>
    )
  }
  return <PaymentMethodChooser categories={methods.categories} onChoose={onChoose} />
}

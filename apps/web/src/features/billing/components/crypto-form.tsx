import {
  type BillingPlan,
  CRYPTO_TEXTS,
  CRYPTO_TIMINGS,
  type CryptoNetwork,
  type CryptoWalletOption,
} from '@pitchwise/contract/billing'
import { Check, CircleAlert, CircleCheck, Copy, Loader2 } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useCryptoWallets, useSubmitCryptoTransaction } from '../api/crypto.ts'
import { cryptoFormError } from '../utils/crypto-validation.ts'
import { formatPriceWithCents } from '../utils/price.ts'

export const HOW_TO_STEPS = [
  'Choose the network your wallet or exchange sends USDT on.',
  'Pick the plan you want and note its price.',
  'Copy the wallet address and send exactly that amount of USDT on the chosen network.',
  'Copy the transaction ID (hash) from your wallet once the transfer is sent.',
  // Verification is an administrator's click (admin crypto transactions), and the buyer is mailed the outcome.
  'Paste it below and submit. An administrator checks the transfer on the blockchain and then activates your plan; we email you when it is verified or rejected.',
] as const

/** The plan select's option text (spec §2): name, currency symbol and price/100 with 2 decimals, credits. */
export function planOptionText(plan: BillingPlan): string {
  return `${plan.name} - ${plan.currencySymbol}${formatPriceWithCents(plan.price, plan.currencyExponent)} (${plan.credits} credits)`
}

/**
 * The USDT form of /billing/cryptoform (back-office spec §2, §5, §8): two wallets, the US plans,
 * the transaction id, a copy button with a 2-second checkmark, the five how-to steps, and the
 * spec's check order. A submitted transaction is pending until an admin verifies it; the page
 * then says so and goes home after 3 seconds.
 */
export function CryptoPaymentForm({ isSignedIn, initialPlanId }: { isSignedIn: boolean; initialPlanId?: string }) {
  const navigate = useNavigate()
  const catalogue = useCryptoWallets(isSignedIn)
  const submit = useSubmitCryptoTransaction()
  const [network, setNetwork] = useState<CryptoNetwork | ''>('')
  const [planId, setPlanId] = useState('')
  const [transactionId, setTransactionId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const ids = { plan: useId(), transaction: useId(), wallets: useId(), error: useId() }
  const plans = catalogue.data?.plans ?? []
  const wallets = catalogue.data?.wallets ?? []
  const wallet = wallets.find((candidate) => candidate.network === network)

  // A plan chosen on /billing arrives as ?plan=…; keep it once the plans are known.
  useEffect(() => {
    if (initialPlanId && plans.some((plan) => plan.id === initialPlanId))
      setPlanId((current) => current || initialPlanId)
  }, [initialPlanId, plans])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), CRYPTO_TIMINGS.copyConfirmationMs)
    return () => clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    if (!submitted) return
    const timer = setTimeout(() => navigate(paths.home), CRYPTO_TIMINGS.redirectMs)
    return () => clearTimeout(timer)
  }, [submitted, navigate])

  async function copyAddress(address: string) {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
    } catch (failure) {
      // The spec only logs a copy failure; the address stays visible to copy by hand.
      console.warn('copy failed', failure)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (submit.isPending) return
    const message = cryptoFormError(
      { isSignedIn, network, planId, transactionId },
      plans.map((plan) => plan.id),
    )
    setError(message)
    if (message || !network) return
    submit.mutate(
      { network, planId, transactionId: transactionId.trim() },
      {
        onSuccess: () => {
          setNetwork('')
          setPlanId('')
          setTransactionId('')
          setSubmitted(true)
        },
        onError: (failure) => {
          const status = (failure as { status?: number }).status
          // A refused id (400: not one of the network's) and a duplicate (409) say why; other failures stay generic.
          if (status === 409) setError(failure.message || CRYPTO_TEXTS.duplicateTransaction)
          else setError(status === 400 && failure.message ? failure.message : CRYPTO_TEXTS.submitFailed)
        },
      },
    )
  }

  if (submitted) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-500/30 bg-emerald-500/10 px-6 py-10 text-center">
        <CircleCheck className="mx-auto size-12 text-emerald-500" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">{CRYPTO_TEXTS.submittedTitle}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{CRYPTO_TEXTS.submittedMessage}</p>
      </div>
    )
  }

  if (catalogue.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading"
        className="h-96 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none dark:bg-white/5"
      />
    )
  }

  if (catalogue.isError) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-rose-500/30 bg-rose-500/10 px-4 py-3 text-sm text-rose-700 dark:text-rose-300"
      >
        {CRYPTO_TEXTS.loadPlansFailed}
      </p>
    )
  }

  if (wallets.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-white/15 dark:text-slate-300">
        {CRYPTO_TEXTS.noWallets}
      </p>
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={error ? ids.error : undefined}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-sm sm:p-6 dark:border-white/10 dark:bg-slate-900/70"
      >
        <fieldset>
          <legend id={ids.wallets} className="text-sm font-semibold text-slate-900 dark:text-white">
            Wallet network
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {wallets.map((option) => (
              <WalletChoice
                key={option.network}
                option={option}
                checked={network === option.network}
                onSelect={() => {
                  setNetwork(option.network)
                  setCopied(false)
                }}
              />
            ))}
          </div>
        </fieldset>

        {wallet ? (
          <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-white/5">
            <p className="text-xs text-slate-500 dark:text-slate-400">Send USDT ({wallet.network}) to</p>
            <div className="mt-1 flex items-center gap-2">
              <code
                className="min-w-0 flex-1 text-sm break-all text-slate-900 dark:text-white"
                data-testid="wallet-address"
              >
                {wallet.address}
              </code>
              <button
                type="button"
                onClick={() => void copyAddress(wallet.address)}
                aria-label={copied ? 'Address copied' : 'Copy address'}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 dark:border-white/15 dark:text-slate-200 dark:hover:bg-white/10"
              >
                {copied ? (
                  <Check className="size-4 text-emerald-500" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
              </button>
            </div>
          </div>
        ) : null}

        <div>
          <label htmlFor={ids.plan} className="text-sm font-semibold text-slate-900 dark:text-white">
            Subscription plan
          </label>
          <select
            id={ids.plan}
            required
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
            className="mt-2 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 dark:border-white/15 dark:bg-slate-900 dark:text-white"
          >
            <option value="">Select a plan</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {planOptionText(plan)}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={ids.transaction} className="text-sm font-semibold text-slate-900 dark:text-white">
            Transaction ID
          </label>
          <input
            id={ids.transaction}
            type="text"
            required
            autoComplete="off"
            spellCheck={false}
            value={transactionId}
            onChange={(event) => setTransactionId(event.target.value)}
            placeholder="The transaction hash from your wallet"
            className="mt-2 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-400 focus:border-emerald-500 focus:outline-none focus:ring-2 focus:ring-emerald-500/30 dark:border-white/15 dark:bg-slate-900 dark:text-white"
          />
        </div>

        {error ? (
          <p
            id={ids.error}
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-rose-500/30 bg-rose-500/10 px-3 py-2 text-sm text-rose-700 dark:text-rose-300"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}

        <button
          type="submit"
          disabled={submit.isPending}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl bg-emerald-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-lg shadow-emerald-500/20 transition hover:bg-emerald-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:cursor-not-allowed disabled:opacity-60 dark:focus-visible:ring-offset-slate-900"
        >
          {submit.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {submit.isPending ? CRYPTO_TEXTS.submitting : CRYPTO_TEXTS.submit}
        </button>
      </form>

      <aside
        aria-labelledby="crypto-how-to"
        className="h-fit rounded-2xl border border-slate-200 bg-white/90 p-5 dark:border-white/10 dark:bg-slate-900/70"
      >
        <h2 id="crypto-how-to" className="text-base font-semibold text-slate-900 dark:text-white">
          How to pay
        </h2>
        <ol className="mt-3 space-y-3 text-sm text-slate-600 dark:text-slate-300">
          {HOW_TO_STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  )
}

function WalletChoice({
  option,
  checked,
  onSelect,
}: {
  option: CryptoWalletOption
  checked: boolean
  onSelect: () => void
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400 ${
        checked
          ? 'border-emerald-500 bg-emerald-50/60 dark:bg-emerald-500/10'
          : 'border-slate-200 hover:border-slate-300 dark:border-white/10 dark:hover:border-white/20'
      }`}
    >
      <input
        type="radio"
        name="wallet"
        value={option.network}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-emerald-500"
      />
      <span className="font-medium text-slate-900 dark:text-white">{option.label}</span>
    </label>
  )
}

import {
  SPENDING_LIMIT_PERIODS,
  SPENDING_LIMIT_TEXTS,
  type SpendingLimitPeriod,
  type SpendingLimitsResponse,
} from '@pitchwise/contract/safer-gambling'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { apiErrorMessage } from '../../../lib/api-client.ts'
import { useSetSpendingLimits, useSpendingLimits } from '../api/spending-limits.ts'
import { formatPlanPrice } from '../utils/price.ts'

type Drafts = Record<SpendingLimitPeriod, string>

/** The anchor the invitation after a first purchase links to. */
export const SPENDING_LIMITS_ANCHOR = 'spending-limits'

const money = (minor: number, data: SpendingLimitsResponse) =>
  `${formatPlanPrice(minor, data.currencyExponent)} ${data.currency}`

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

function draftsOf(data: SpendingLimitsResponse): Drafts {
  const drafts = { day: '', week: '', month: '' }
  for (const limit of data.limits) {
    if (limit.amount !== null) drafts[limit.period] = formatPlanPrice(limit.amount, data.currencyExponent)
  }
  return drafts
}

/** A typed amount in minor units; null for an empty field; undefined when it is not an amount. */
function minorUnits(text: string, exponent: number): number | null | undefined {
  const value = text.trim()
  if (value === '') return null
  const pattern = exponent > 0 ? new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$`) : /^\d+$/
  if (!pattern.test(value)) return undefined
  return Math.round(Number(value) * 10 ** exponent)
}

/**
 * Spending limits on /billing (issue 35, decision 311). The server decides what applies now (a
 * lower limit) and what waits 24 hours (a raise or a removal), and checks every order; this
 * panel only shows and asks. The fields show the limits in force; a waiting change is a line below.
 */
export function SpendingLimitsPanel() {
  const query = useSpendingLimits(true)
  const save = useSetSpendingLimits()
  const [drafts, setDrafts] = useState<Drafts>({ day: '', week: '', month: '' })
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const headingId = useId()
  const errorId = useId()
  const data = query.data

  useEffect(() => {
    if (data) setDrafts(draftsOf(data))
  }, [data])

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!data || save.isPending) return
    setSaved(false)
    const wanted = { day: null, week: null, month: null } as Record<SpendingLimitPeriod, number | null>
    for (const period of SPENDING_LIMIT_PERIODS) {
      const amount = minorUnits(drafts[period], data.currencyExponent)
      if (amount === undefined) {
        setError(SPENDING_LIMIT_TEXTS.invalidAmount)
        return
      }
      wanted[period] = amount
    }
    setError(null)
    try {
      await save.mutateAsync(wanted)
      setSaved(true)
    } catch (failure) {
      setError(apiErrorMessage(failure, SPENDING_LIMIT_TEXTS.saveFailed))
    }
  }

  return (
    <section
      id={SPENDING_LIMITS_ANCHOR}
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-white/10 dark:bg-ink-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {SPENDING_LIMIT_TEXTS.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{SPENDING_LIMIT_TEXTS.intro}</p>
      {data?.invite ? (
        <p className="mt-3 rounded-xl bg-pitch-50 px-4 py-3 text-sm text-slate-800 dark:bg-pitch-500/10 dark:text-slate-100">
          {SPENDING_LIMIT_TEXTS.invitation}
        </p>
      ) : null}
      {data ? (
        <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-5">
          <div className="grid gap-4 sm:grid-cols-3">
            {data.limits.map((limit) => (
              <LimitField
                key={limit.period}
                label={`${SPENDING_LIMIT_TEXTS.periodLabel(limit.period)} (${data.currency})`}
                value={drafts[limit.period]}
                onChange={(value) => setDrafts((current) => ({ ...current, [limit.period]: value }))}
                spent={SPENDING_LIMIT_TEXTS.spentIn(limit.period, money(limit.spent, data))}
                pending={
                  limit.pending
                    ? SPENDING_LIMIT_TEXTS.pendingChange(
                        limit.period,
                        limit.pending.amount === null ? null : money(limit.pending.amount, data),
                        when(limit.pending.effectiveAt),
                      )
                    : null
                }
                invalid={Boolean(error)}
                errorId={errorId}
                disabled={save.isPending}
              />
            ))}
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className="text-sm text-pitch-700 dark:text-pitch-300">
              {SPENDING_LIMIT_TEXTS.saved}
            </p>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {SPENDING_LIMIT_TEXTS.save}
          </Button>
        </form>
      ) : (
        <div aria-hidden="true" className="mt-5 h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-white/5" />
      )}
    </section>
  )
}

function LimitField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  spent: string
  pending: string | null
  invalid: boolean
  errorId: string
  disabled: boolean
}) {
  const id = useId()
  const describedBy = [`${id}-spent`, props.pending ? `${id}-pending` : null, props.invalid ? props.errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={SPENDING_LIMIT_TEXTS.noLimit}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={describedBy}
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm outline-none focus:border-pitch-500 focus:ring-2 focus:ring-pitch-500/25 sm:text-sm dark:border-white/15 dark:bg-ink-950 dark:text-white"
      />
      <p id={`${id}-spent`} className="text-xs text-slate-500 dark:text-slate-400">
        {props.spent}
      </p>
      {props.pending ? (
        <p id={`${id}-pending`} className="text-xs text-amber-700 dark:text-amber-300">
          {props.pending}
        </p>
      ) : null}
    </div>
  )
}

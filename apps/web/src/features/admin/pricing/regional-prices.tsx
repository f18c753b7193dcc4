import { type AdminPlan, type AdminRegion, CATALOGUE_MESSAGES, RegionalPriceInput } from '@pitchwise/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { INPUT_BASE_CLASS } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'
import { formatMajor, suggestedPrice } from './price-math.ts'

const priceField = RegionalPriceInput.shape.price

/** One plan's price in one region: entered in major units, saved as minor units by the server. */
function PriceRow({ plan, region, current }: { plan: AdminPlan; region: AdminRegion; current: number | undefined }) {
  const queryClient = useQueryClient()
  const inputId = useId()
  const errorId = `${inputId}-error`
  const exponent = region.currencyExponent
  const [value, setValue] = useState(current === undefined ? '' : formatMajor(current, exponent))
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const suggestion = suggestedPrice(plan.priceUsd, region.exchangeRate, exponent)
  const save = useMutation({
    mutationFn: (price: number) => adminApi.setRegionalPrice({ planId: plan.id, regionId: region.id, price }),
    onSuccess: async () => {
      setSaved(true)
      await queryClient.invalidateQueries({ queryKey: adminKeys.pricing })
    },
    onError: (failure) => setError(adminErrorMessage(failure, 'Failed to save the price')),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const parsed = priceField.safeParse(value.trim() === '' ? Number.NaN : value)
    if (!parsed.success) {
      setError(CATALOGUE_MESSAGES.price)
      return
    }
    setError(null)
    save.mutate(parsed.data)
  }
  const label = `Price of ${plan.name} in ${region.code}`
  return (
    <li className="grid gap-3 rounded-xl border border-white/10 bg-white/[0.02] p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0">
        <p className="font-medium text-slate-100">{plan.name}</p>
        <p className="text-xs text-slate-400">
          {plan.credits} searches · {plan.durationDays} {plan.durationDays === 1 ? 'day' : 'days'} · US $
          {formatMajor(plan.priceUsd, 2)}
          {plan.isActive ? '' : ' · inactive'}
        </p>
        <p className="mt-1 text-xs text-slate-300">
          Current:{' '}
          <span className="tabular-nums">
            {current === undefined ? 'not set' : `${region.currencySymbol}${formatMajor(current, exponent)}`}
          </span>
          {current === undefined && plan.isActive && region.code !== 'US' ? (
            // The server sells an unpriced plan at its US price (catalogue.ts): say so, so no one
            // thinks setting one price took the others off sale.
            <span className="text-amber-200">
              {' · '}on sale in {region.name} at its US price, US ${formatMajor(plan.priceUsd, 2)}, until priced
            </span>
          ) : null}
          {suggestion !== null ? (
            <>
              {' · '}Suggested:{' '}
              <button
                type="button"
                className="rounded text-emerald-300 tabular-nums underline-offset-2 hover:underline"
                aria-label={`Use the suggested price ${region.currencySymbol}${suggestion.toFixed(exponent)} for ${plan.name}`}
                onClick={() => {
                  setValue(suggestion.toFixed(exponent))
                  setError(null)
                  setSaved(false)
                }}
              >
                {region.currencySymbol}
                {suggestion.toFixed(exponent)}
              </button>
            </>
          ) : null}
        </p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <span className="text-sm text-slate-400" aria-hidden>
            {region.currencySymbol}
          </span>
          <input
            id={inputId}
            type="number"
            min={0}
            step={1 / 10 ** exponent}
            inputMode="decimal"
            value={value}
            placeholder={suggestion !== null ? suggestion.toFixed(exponent) : ''}
            onChange={(event) => {
              setValue(event.target.value)
              setSaved(false)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${INPUT_BASE_CLASS} w-32 tabular-nums`}
          />
          <Button type="submit" variant="secondary" disabled={save.isPending} aria-label={`Save ${label}`}>
            {saved ? <Check className="size-4 text-emerald-300" aria-hidden /> : null}
            {save.isPending ? 'Saving…' : saved ? 'Saved' : 'Save'}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-xs text-red-300">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  )
}

/** The price of every plan in the chosen region, with the suggestion from the exchange rate. */
export function RegionalPrices({
  regions,
  plans,
  prices,
}: {
  regions: AdminRegion[]
  plans: AdminPlan[]
  prices: Array<{ planId: string; regionId: string; price: number }>
}) {
  const selectId = useId()
  const [regionId, setRegionId] = useState<string | null>(null)
  const region = regions.find((candidate) => candidate.id === regionId) ?? regions[0]
  if (!region) return <p className="text-sm text-slate-400">Add a region first.</p>
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-200">
          Region
        </label>
        <select
          id={selectId}
          value={region.id}
          onChange={(event) => setRegionId(event.target.value)}
          className={`${INPUT_BASE_CLASS} w-auto max-w-full`}
        >
          {regions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.code} – {option.name} ({option.currencyCode})
            </option>
          ))}
        </select>
        <span className="text-xs text-slate-400">
          1 {region.currencyCode} = {region.exchangeRate} USD
        </span>
      </div>
      <ul className="space-y-3" aria-label={`Prices in ${region.name}`}>
        {plans.map((plan) => (
          <PriceRow
            // A fresh row per region so its input starts from that region's price.
            key={`${region.id}:${plan.id}`}
            plan={plan}
            region={region}
            current={prices.find((price) => price.planId === plan.id && price.regionId === region.id)?.price}
          />
        ))}
      </ul>
    </div>
  )
}

import { ADMIN_MESSAGES, type AdminMarket, type AdminMarketSearch } from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, Pencil, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { INPUT_CLASS, Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { countOf } from '../../../utils/plural.ts'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { SearchPicker } from './search-picker.tsx'

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback
}

/** One market's searches: add existing or new ones, edit a question, remove it from the market. */
export function MarketSearchesPanel({ market }: { market: AdminMarket }) {
  const queryClient = useQueryClient()
  const searches = useQuery({
    queryKey: adminKeys.marketSearches(market.id),
    queryFn: () => adminApi.marketSearches(market.id),
  })
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.marketSearches(market.id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.markets }),
      queryClient.invalidateQueries({ queryKey: adminKeys.searches }),
    ])
  const add = useMutation({
    mutationFn: (input: { searchId: string } | { query: string }) => adminApi.addMarketSearch(market.id, input),
    onSuccess: refresh,
  })
  const [newQuery, setNewQuery] = useState('')
  return (
    <div className="space-y-4 rounded-xl border border-white/10 bg-white/[0.02] p-4">
      <h3 className="text-base font-semibold text-white">Searches in {market.name}</h3>
      {searches.isError ? <Notice kind="error">{ADMIN_MESSAGES.fetchMarketSearches}</Notice> : null}
      {searches.isLoading ? <p className="text-sm text-slate-400">Loading…</p> : null}
      {searches.data && searches.data.searches.length === 0 ? (
        <p className="text-sm text-slate-400">No searches in this market yet.</p>
      ) : null}
      <ul aria-label={`Searches in ${market.name}`} className="divide-y divide-white/5">
        {searches.data?.searches.map((link) => (
          <MarketSearchRow key={link.id} marketId={market.id} link={link} onChanged={refresh} />
        ))}
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-200">Add an existing search</p>
          <SearchPicker marketId={market.id} busy={add.isPending} onPick={(searchId) => add.mutate({ searchId })} />
        </div>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault()
            const query = newQuery.trim()
            if (!query) return
            // Clear only what was sent: the list refreshes before this runs, so the next question may be typed already.
            add.mutate(
              { query },
              { onSuccess: () => setNewQuery((current) => (current.trim() === query ? '' : current)) },
            )
          }}
        >
          <label htmlFor={`new-search-${market.id}`} className="block text-sm font-medium text-slate-200">
            Add a new search
          </label>
          <div className="flex gap-2">
            <input
              id={`new-search-${market.id}`}
              value={newQuery}
              onChange={(event) => setNewQuery(event.target.value)}
              placeholder="e.g. Over 2.5 goals in the Premier League"
              className={INPUT_CLASS}
            />
            <Button type="submit" disabled={!newQuery.trim() || add.isPending}>
              Add
            </Button>
          </div>
        </form>
      </div>
      {add.isError ? <Notice kind="error">{messageOf(add.error, ADMIN_MESSAGES.updateSearch)}</Notice> : null}
    </div>
  )
}

function MarketSearchRow({
  marketId,
  link,
  onChanged,
}: {
  marketId: string
  link: AdminMarketSearch
  onChanged: () => Promise<unknown>
}) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(link.search.query)
  const [error, setError] = useState<string | null>(null)
  const update = useMutation({
    mutationFn: (query: string) => adminApi.updateMarketSearch(marketId, link.id, query),
    onSuccess: async () => {
      setEditing(false)
      await onChanged()
    },
    onError: (failure) => setError(messageOf(failure, ADMIN_MESSAGES.updateSearch)),
  })
  const remove = useMutation({
    mutationFn: () => adminApi.deleteMarketSearch(marketId, link.id),
    onSuccess: onChanged,
    onError: (failure) => setError(messageOf(failure, ADMIN_MESSAGES.updateSearch)),
  })
  const iconButton = 'rounded-md p-1.5 text-slate-400 hover:bg-white/10 hover:text-white disabled:opacity-40'
  return (
    <li className="py-2">
      {editing ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            const query = text.trim()
            if (!query) return setError(ADMIN_MESSAGES.searchQueryRequired)
            setError(null)
            update.mutate(query)
          }}
        >
          <input
            aria-label="Search query"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={INPUT_CLASS}
          />
          <button type="submit" className={iconButton} aria-label="Save search" disabled={update.isPending}>
            <Check className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label="Cancel editing"
            onClick={() => {
              setEditing(false)
              setText(link.search.query)
              setError(null)
            }}
          >
            <X className="size-4" aria-hidden />
          </button>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <span className="min-w-0 text-sm text-slate-200">{link.search.query}</span>
          <span className="flex shrink-0 items-center gap-1">
            <span className="mr-2 text-xs tabular-nums text-slate-500">{countOf(link.search.searches, 'run')}</span>
            <button
              type="button"
              className={iconButton}
              aria-label={`Edit "${link.search.query}"`}
              onClick={() => setEditing(true)}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Remove "${link.search.query}" from the market`}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </span>
        </div>
      )}
      {error ? (
        <p className="mt-1 text-xs text-red-300" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  )
}

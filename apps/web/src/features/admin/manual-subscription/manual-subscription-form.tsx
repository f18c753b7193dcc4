import {
  ADMIN_BILLING_TEXTS,
  AdminUserSearchQuery,
  MANUAL_SUBSCRIPTION_DEFAULT_NOTE,
  type ManualSubscriptionResponse,
} from '@pitchwise/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Search, UserPlus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { AdminSection, FormField, INPUT_CLASS, Notice } from '../../../components/admin/form-field.tsx'
import { formatAdminDate } from '../../../components/admin/format.ts'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

interface FoundUser {
  id: string
  email: string
}

/**
 * Manual Subscription (/admin/manual-subscription): find a user by part of their email, choose a
 * plan, add a note (default 'Manual subscription by admin'), create (spec §2, §5, §9).
 */
export function ManualSubscriptionForm() {
  const queryClient = useQueryClient()
  const resultsId = useId()
  const [fragment, setFragment] = useState('')
  const [fragmentError, setFragmentError] = useState<string | null>(null)
  const [selected, setSelected] = useState<FoundUser | null>(null)
  const [planId, setPlanId] = useState('')
  const [note, setNote] = useState<string>(MANUAL_SUBSCRIPTION_DEFAULT_NOTE)
  const [formError, setFormError] = useState<string | null>(null)
  const [created, setCreated] = useState<{ email: string; result: ManualSubscriptionResponse } | null>(null)
  const plans = useQuery({ queryKey: adminKeys.pricing, queryFn: adminApi.pricing })
  const activePlans = plans.data?.plans.filter((plan) => plan.isActive) ?? []
  const search = useMutation({ mutationFn: (email: string) => adminApi.searchUsers(email) })
  const create = useMutation({
    mutationFn: (input: { user: FoundUser; planId: string; note: string }) =>
      adminApi.createManualSubscription({ userId: input.user.id, planId: input.planId, note: input.note }),
    onSuccess: async (result, input) => {
      setCreated({ email: input.user.email, result })
      setSelected(null)
      setPlanId('')
      setNote(MANUAL_SUBSCRIPTION_DEFAULT_NOTE)
      search.reset()
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    const parsed = AdminUserSearchQuery.safeParse({ email: fragment })
    if (!parsed.success) {
      setFragmentError(parsed.error.issues[0]?.message ?? ADMIN_BILLING_TEXTS.searchUsersFailed)
      return
    }
    setFragmentError(null)
    setSelected(null)
    search.mutate(parsed.data.email)
  }
  const onCreate = (event: FormEvent) => {
    event.preventDefault()
    setCreated(null)
    if (!selected || !planId) {
      setFormError(ADMIN_BILLING_TEXTS.selectUserAndPlan)
      return
    }
    setFormError(null)
    create.mutate({ user: selected, planId, note })
  }
  const users = search.data?.users

  return (
    <AdminSection title="Manual Subscription">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-4">
          <h3 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">1. Find the user</h3>
          <form noValidate onSubmit={onSearch} className="flex items-end gap-2">
            <div className="flex-1">
              <FormField
                label="User email"
                error={fragmentError ?? undefined}
                inputProps={{
                  type: 'search',
                  value: fragment,
                  placeholder: 'Part of an email address',
                  autoComplete: 'off',
                  onChange: (event) => setFragment(event.target.value),
                }}
              />
            </div>
            <Button
              type="submit"
              variant="secondary"
              disabled={search.isPending}
              className={`!py-2 ${fragmentError ? 'mb-5' : ''}`}
            >
              <Search className="size-4" aria-hidden />
              {search.isPending ? 'Searching…' : 'Search'}
            </Button>
          </form>
          {search.isError ? <Notice kind="error">{ADMIN_BILLING_TEXTS.searchUsersFailed}</Notice> : null}
          {users ? (
            users.length === 0 ? (
              <p className="text-sm text-slate-400">No users found.</p>
            ) : (
              <fieldset>
                <legend id={resultsId} className="sr-only">
                  Users found
                </legend>
                <ul aria-labelledby={resultsId} className="divide-y divide-white/5 rounded-xl border border-white/10">
                  {users.map((user) => (
                    <li key={user.id}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 text-sm text-slate-200 has-[:checked]:bg-emerald-500/10">
                        <input
                          type="radio"
                          name="manual-subscription-user"
                          className="size-4 accent-emerald-500"
                          checked={selected?.id === user.id}
                          onChange={() => {
                            setSelected(user)
                            setFormError(null)
                          }}
                        />
                        <span className="min-w-0 break-all">{user.email}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )
          ) : null}
        </div>

        <form noValidate onSubmit={onCreate} className="space-y-4">
          <h3 className="text-sm font-semibold tracking-wide text-slate-400 uppercase">2. Choose the plan</h3>
          <p className="text-sm text-slate-300">
            User: <span className="break-all text-white">{selected ? selected.email : 'none selected'}</span>
          </p>
          <FormField label="Subscription plan">
            {(id) => (
              <select
                id={id}
                value={planId}
                onChange={(event) => {
                  setPlanId(event.target.value)
                  setFormError(null)
                }}
                className={INPUT_CLASS}
              >
                <option value="">Select a plan</option>
                {activePlans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name} – {plan.credits} searches, {plan.durationDays}{' '}
                    {plan.durationDays === 1 ? 'day' : 'days'}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Note">
            {(id) => (
              <textarea
                id={id}
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className={INPUT_CLASS}
              />
            )}
          </FormField>
          {formError ? <Notice kind="error">{formError}</Notice> : null}
          {create.isError ? (
            <Notice kind="error">
              {adminErrorMessage(create.error, ADMIN_BILLING_TEXTS.createSubscriptionFailed)}
            </Notice>
          ) : null}
          {created ? (
            <Notice kind="success">
              Subscription created for {created.email}: {created.result.subscription.planName},{' '}
              {created.result.subscription.creditsRemaining} searches until{' '}
              {formatAdminDate(created.result.subscription.endsAt, true)}.
            </Notice>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            <UserPlus className="size-4" aria-hidden />
            {create.isPending ? 'Creating…' : 'Create Subscription'}
          </Button>
        </form>
      </div>
    </AdminSection>
  )
}

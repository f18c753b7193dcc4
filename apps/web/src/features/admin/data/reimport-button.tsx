import { DATA_MESSAGES } from '@pitchwise/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { Notice } from '../../../components/admin/form-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { adminApi, adminKeys } from '../api/admin-api.ts'
import { adminErrorMessage } from '../api/error-message.ts'

/**
 * "Re-import now": the same import the schedule runs, answered when it is done (and refitted).
 * The button stays disabled meanwhile; the outcome (counts, a failed source, or another import
 * already running) is announced, and the status refreshed either way.
 */
export function ReimportButton({ onRunningChange }: { onRunningChange?: (running: boolean) => void }) {
  const queryClient = useQueryClient()
  const reimport = useMutation({
    mutationFn: () => adminApi.reimport(),
    onMutate: () => onRunningChange?.(true),
    onSettled: async () => {
      onRunningChange?.(false)
      await queryClient.invalidateQueries({ queryKey: adminKeys.data })
    },
  })
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        onClick={() => reimport.mutate()}
        disabled={reimport.isPending}
        aria-busy={reimport.isPending || undefined}
      >
        <RefreshCw className={`size-4 ${reimport.isPending ? 'animate-spin' : ''}`} aria-hidden />
        {reimport.isPending ? 'Importing…' : 'Re-import now'}
      </Button>
      {reimport.data?.outcome === 'imported' ? (
        <Notice kind="success">
          Imported: {reimport.data.added} {reimport.data.added === 1 ? 'match' : 'matches'} added,{' '}
          {reimport.data.updated} updated.
        </Notice>
      ) : null}
      {reimport.data?.outcome === 'failed' ? (
        <Notice kind="error">The import failed: {reimport.data.error}. The data from before keeps serving.</Notice>
      ) : null}
      {reimport.isError ? (
        <Notice kind="error">{adminErrorMessage(reimport.error, DATA_MESSAGES.importFailed)}</Notice>
      ) : null}
    </div>
  )
}

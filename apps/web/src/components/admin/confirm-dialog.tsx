import { Button } from '../ui/button.tsx'
import { Modal } from '../ui/modal.tsx'

export interface ConfirmDialogProps {
  /** The question, e.g. 'Are you sure you want to delete this market?'; null when closed. */
  message: string | null
  confirmLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** An accessible confirmation (instead of window.confirm) for destructive admin actions. */
export function ConfirmDialog({ message, confirmLabel = 'Delete', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={message !== null} onOpenChange={(open) => !open && onCancel()} title="Please confirm" locked={busy}>
      <p className="text-sm text-slate-200">{message}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="!bg-red-500 !text-white hover:!bg-red-400">
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}

import { DialogActions } from './dialog-actions';
import { Dialog } from './dialog';

type Props = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  description: string;
  confirmLabel?: string;
  pending?: boolean;
};

/** Asks before a destructive action: Cancel or the (red) confirm button. */
export function ConfirmDialog({ open, onCancel, onConfirm, title, description, confirmLabel = 'Delete', pending }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()} title={title} description={description}>
      <DialogActions onCancel={onCancel} onConfirm={onConfirm} label={confirmLabel} pending={pending} />
    </Dialog>
  );
}

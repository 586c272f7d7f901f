import { Button } from './button';

type Props = {
  onCancel: () => void;
  /** The confirm button's text, and its text while `pending`. */
  label: string;
  pendingLabel?: string;
  pending?: boolean;
  /** Given, the confirm button is a plain (red) button calling it; otherwise it submits the surrounding form. */
  onConfirm?: () => void;
  /** Also disables Cancel while pending. */
  lockCancel?: boolean;
  className?: string;
};

/** The Cancel / confirm pair that ends a form or a confirmation. */
export function DialogActions({ onCancel, label, pendingLabel = label, pending, onConfirm, lockCancel, className = 'flex justify-end gap-2' }: Props) {
  return (
    <div className={className}>
      <Button variant="outline" onClick={onCancel} disabled={lockCancel ? pending : undefined}>
        Cancel
      </Button>
      {onConfirm ? (
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      ) : (
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      )}
    </div>
  );
}

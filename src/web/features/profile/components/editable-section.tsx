import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';

/** A profile card's title, with an Edit button while the card is not being edited. */
export function SectionHeader({ title, editing, onEdit, editLabel }: { title: string; editing: boolean; onEdit: () => void; editLabel?: string }) {
  return (
    <CardHeader className="flex flex-row items-center justify-between gap-2">
      <CardTitle>{title}</CardTitle>
      {!editing && (
        <Button variant="outline" size="sm" aria-label={editLabel} onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden /> Edit
        </Button>
      )}
    </CardHeader>
  );
}

/** What a profile card's save does when it settles: the success toast and leaving edit mode, or the failure toast. */
export const saveCallbacks = (close: () => void) => ({
  onSuccess: () => {
    toast.success('Success', { description: 'Profile updated successfully.' });
    close();
  },
  onError: (err: unknown) => toast.error('Failed to update profile.', { description: errorMessage(err) }),
});

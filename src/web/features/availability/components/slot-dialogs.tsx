// Editing and deleting one slot (or it and the following slots of its series); both persist.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { validateSlotTimes } from '@shared/rules/availability-validation';
import { toZonedParts } from '@shared/rules/recurrence';
import type { AvailabilitySlot } from '@shared/schemas/availability';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input, Label, NativeSelect, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSlot, useUpdateSlot } from '../api/slots';
import { errorTitle } from '../hooks/zoned';

type Scope = 'this' | 'following';

function ScopeSelect({ slot, value, onChange }: { slot: AvailabilitySlot; value: Scope; onChange: (s: Scope) => void }) {
  if (!slot.seriesId) return null;
  return (
    <div>
      <Label htmlFor="slot-scope">Apply to</Label>
      <NativeSelect id="slot-scope" value={value} onChange={(e) => onChange(e.target.value as Scope)}>
        <option value="this">This slot only</option>
        <option value="following">This and following slots in the series</option>
      </NativeSelect>
    </div>
  );
}

export function SlotEditDialog({ slot, onClose }: { slot: AvailabilitySlot | null; onClose: () => void }) {
  return (
    <Dialog open={!!slot} onOpenChange={(o) => !o && onClose()} title="Edit Slot" description={slot ? `Times are in ${slot.timezone}.` : undefined}>
      {slot && <EditForm key={slot.id} slot={slot} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ slot, onClose }: { slot: AvailabilitySlot; onClose: () => void }) {
  const start = toZonedParts(new Date(slot.startTime), slot.timezone);
  const end = toZonedParts(new Date(slot.endTime), slot.timezone);
  const [date, setDate] = useState(start.date);
  const [startTime, setStartTime] = useState(start.time);
  const [endTime, setEndTime] = useState(end.time);
  const [isAvailable, setAvailable] = useState(slot.isAvailable);
  const [notes, setNotes] = useState(slot.notes ?? '');
  const [scope, setScope] = useState<Scope>('this');
  const update = useUpdateSlot();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const f = validateSlotTimes(startTime, endTime);
    if (f) {
      toast.error(f.title, { description: f.description });
      return;
    }
    const timesChanged = date !== start.date || startTime !== start.time || endTime !== end.time;
    update.mutate(
      { id: slot.id, input: { ...(timesChanged ? { date: scope === 'this' ? date : undefined, startTime, endTime } : {}), isAvailable, notes: notes.trim() || null, scope } },
      {
        onSuccess: (r) => {
          toast.success('Slot Updated', { description: r.updated > 1 ? `${r.updated} availability slots have been updated.` : 'Availability slot has been updated.' });
          onClose();
        },
        onError: (err) => toast.error(errorTitle(err, 'Error'), { description: err instanceof ApiError && err.status < 500 ? err.message : 'Failed to update slot. Please try again.' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor="edit-date">Date</Label>
          <Input id="edit-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} disabled={scope === 'following'} />
        </div>
        <div>
          <Label htmlFor="edit-start">Start time</Label>
          <Input id="edit-start" type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </div>
        <div>
          <Label htmlFor="edit-end">End time</Label>
          <Input id="edit-end" type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Switch checked={isAvailable} onCheckedChange={setAvailable} label="Available for booking" />
        <span className="text-sm font-medium">Available for booking</span>
      </div>
      <div>
        <Label htmlFor="edit-notes">Notes</Label>
        <Textarea id="edit-notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
      </div>
      <ScopeSelect slot={slot} value={scope} onChange={setScope} />
      <DialogActions onCancel={onClose} label="Save Changes" pendingLabel="Saving..." pending={update.isPending} />
    </form>
  );
}

export function SlotDeleteDialog({ slot, onClose }: { slot: AvailabilitySlot | null; onClose: () => void }) {
  const [scope, setScope] = useState<Scope>('this');
  const remove = useDeleteSlot();
  const onDelete = () => {
    if (!slot) return;
    remove.mutate(
      { id: slot.id, scope },
      {
        onSuccess: () => {
          toast.success('Slot Deleted', { description: 'Availability slot has been removed.' });
          setScope('this');
          onClose();
        },
        onError: (err) => toast.error('Error', { description: err instanceof ApiError && err.status === 409 ? err.message : 'Failed to delete slot. Please try again.' }),
      },
    );
  };
  return (
    <Dialog open={!!slot} onOpenChange={(o) => !o && onClose()} title="Delete slot" description="Are you sure you want to delete this slot?">
      {slot && (
        <div className="space-y-4">
          <ScopeSelect slot={slot} value={scope} onChange={setScope} />
          <DialogActions onCancel={onClose} onConfirm={onDelete} label="Delete" pendingLabel="Deleting..." pending={remove.isPending} />
        </div>
      )}
    </Dialog>
  );
}

// One row per availability slot or booked session, in the tutor's zone.
import { Pencil, Repeat, Trash2 } from 'lucide-react';
import type { AvailabilitySlot, BookedSession } from '@shared/schemas/availability';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDayHeading, formatTime } from '../../../lib/format';

export type SlotActions = { onEdit: (s: AvailabilitySlot) => void; onDelete: (s: AvailabilitySlot) => void };

export function SlotRow({ slot, zone, showDate, onEdit, onDelete }: { slot: AvailabilitySlot; zone: string; showDate?: boolean } & SlotActions) {
  const when = `${showDate ? `${formatDayHeading(slot.startTime, zone)} · ` : ''}${formatTime(slot.startTime, zone)} – ${formatTime(slot.endTime, zone)}`;
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="slot-row">
      <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-green-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{when}</p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
          Availability slot{slot.notes ? ` · ${slot.notes}` : ''}
        </p>
      </div>
      {slot.isRecurring && <Repeat className="h-4 w-4 text-slate-500" aria-label="Recurring" />}
      {slot.isAvailable ? <Badge tone="green">Open</Badge> : <Badge>Disabled</Badge>}
      <Button variant="ghost" size="icon" aria-label={`Edit slot ${when}`} onClick={() => onEdit(slot)}>
        <Pencil className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete slot ${when}`} onClick={() => onDelete(slot)}>
        <Trash2 className="h-4 w-4" />
      </Button>
    </li>
  );
}

export function SessionRow({ session, zone, showDate }: { session: BookedSession; zone: string; showDate?: boolean }) {
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid="session-row">
      <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-blue-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {showDate ? `${formatDayHeading(session.scheduledAt, zone)} · ` : ''}
          {formatTime(session.scheduledAt, zone)} – {formatTime(session.endsAt, zone)}
        </p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
          {session.offeringTitle} with {session.studentName}
        </p>
      </div>
      <Badge tone={session.status === 'confirmed' ? 'blue' : 'yellow'}>{session.status === 'confirmed' ? 'Booked' : 'Pending'}</Badge>
    </li>
  );
}

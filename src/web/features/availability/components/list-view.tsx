// List View: every slot and session in date order.
import type { AvailabilitySlot, BookedSession } from '@shared/schemas/availability';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SessionRow, SlotRow, type SlotActions } from './event-rows';

type Props = { slots: AvailabilitySlot[]; sessions: BookedSession[]; zone: string } & SlotActions;

export function ListView({ slots, sessions, zone, onEdit, onDelete }: Props) {
  const items = [
    ...slots.map((s) => ({ at: s.startTime, key: `slot-${s.id}`, node: <SlotRow key={`slot-${s.id}`} slot={s} zone={zone} showDate onEdit={onEdit} onDelete={onDelete} /> })),
    ...sessions.map((s) => ({ at: s.scheduledAt, key: `session-${s.id}`, node: <SessionRow key={`session-${s.id}`} session={s} zone={zone} showDate /> })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Card>
      {items.length === 0 ? (
        <EmptyState title="No events or sessions found" description="Your availability slots and booked sessions will appear here." />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Slots and sessions">
          {items.map((i) => i.node)}
        </ul>
      )}
    </Card>
  );
}

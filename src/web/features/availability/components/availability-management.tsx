// Availability Management: counts, actions, and the slots as a calendar or a list.
import { CalendarDays, List, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import type { AvailabilitySlot, BookedSession } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CalendarView } from './calendar-view';
import { SlotRow, type SlotActions } from './event-rows';

type Props = {
  slots: AvailabilitySlot[];
  sessions: BookedSession[];
  zone: string;
  onAdd: (dateKey?: string) => void;
  onSettings: () => void;
} & SlotActions;

export function AvailabilityManagement({ slots, sessions, zone, onAdd, onSettings, onEdit, onDelete }: Props) {
  const [mode, setMode] = useState<'calendar' | 'list'>('list');
  const now = Date.now();
  const counts = [
    { label: 'Open Slots', value: slots.filter((s) => s.isAvailable && new Date(s.endTime).getTime() > now).length, tone: 'text-green-700 dark:text-green-300' },
    { label: 'Recurring', value: slots.filter((s) => s.isRecurring).length, tone: 'text-brand-700 dark:text-brand-100' },
    { label: 'Booked', value: sessions.filter((s) => new Date(s.endsAt).getTime() > now).length, tone: 'text-blue-700 dark:text-blue-300' },
    { label: 'Disabled', value: slots.filter((s) => !s.isAvailable).length, tone: 'text-slate-700 dark:text-slate-300' },
  ];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {counts.map((c) => (
          <Card key={c.label} className="p-4" data-testid={`count-${c.label}`}>
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{c.label}</p>
            <p className={`mt-1 text-2xl font-semibold ${c.tone}`}>{c.value}</p>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => onAdd()}>
          <Plus className="h-4 w-4" aria-hidden /> Add Availability
        </Button>
        <Button variant="outline" onClick={onSettings}>
          <Settings className="h-4 w-4" aria-hidden /> Availability Settings
        </Button>
        <div className="ml-auto inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700" role="group" aria-label="View">
          <Button size="sm" variant={mode === 'calendar' ? 'secondary' : 'ghost'} aria-pressed={mode === 'calendar'} onClick={() => setMode('calendar')}>
            <CalendarDays className="h-4 w-4" aria-hidden /> Calendar
          </Button>
          <Button size="sm" variant={mode === 'list' ? 'secondary' : 'ghost'} aria-pressed={mode === 'list'} onClick={() => setMode('list')}>
            <List className="h-4 w-4" aria-hidden /> List
          </Button>
        </div>
      </div>
      {mode === 'calendar' ? (
        <CalendarView slots={slots} sessions={sessions} zone={zone} onAddSlot={onAdd} onEdit={onEdit} onDelete={onDelete} />
      ) : slots.length === 0 ? (
        <Card>
          <EmptyState title="No availability slots" description="Open your first slot so students can book you." action={<Button onClick={() => onAdd()}>Add First Slot</Button>} />
        </Card>
      ) : (
        <Card>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="All availability slots">
            {slots.map((s) => (
              <SlotRow key={s.id} slot={s} zone={zone} showDate onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

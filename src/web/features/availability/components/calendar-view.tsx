// Calendar View: a month picker marking availability and booked days, and the selected day's events.
import { CalendarPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { AvailabilitySlot, BookedSession } from '@shared/schemas/availability';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatLongDate } from '../../../lib/format';
import { dayKey, keyToLocalDate, localDateToKey } from '../hooks/zoned';
import { SessionRow, SlotRow, type SlotActions } from './event-rows';

type Props = { slots: AvailabilitySlot[]; sessions: BookedSession[]; zone: string; onAddSlot: (dateKey: string) => void } & SlotActions;

// Dots under the day number: green for availability, blue for booked sessions.
const SLOT_DOT = 'relative before:absolute before:bottom-1 before:left-[35%] before:h-1.5 before:w-1.5 before:rounded-full before:bg-green-500';
const BOOKED_DOT = 'relative after:absolute after:bottom-1 after:right-[35%] after:h-1.5 after:w-1.5 after:rounded-full after:bg-blue-500';

const EVENT_DAY = 'font-bold';
// Inline, because the picker's own stylesheet sets these on its root; 36 px cells fit a 375 px screen.
const PICKER_STYLE = {
  '--rdp-accent-color': '#4f46e5',
  '--rdp-accent-background-color': '#e0e7ff',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
} as React.CSSProperties;

const LEGEND = [
  { label: 'Events', className: 'bg-slate-700 dark:bg-slate-200' },
  { label: 'Availability slots', className: 'bg-green-500' },
  { label: 'Booked sessions', className: 'bg-blue-500' },
  { label: 'Today', className: 'border-2 border-brand-600 bg-transparent' },
  { label: 'Selected', className: 'bg-brand-600' },
];

export function CalendarView({ slots, sessions, zone, onAddSlot, onEdit, onDelete }: Props) {
  const [selected, setSelected] = useState<Date>(() => keyToLocalDate(dayKey(new Date(), zone)));
  const key = localDateToKey(selected);
  const { slotDays, bookedDays } = useMemo(
    () => ({
      slotDays: [...new Set(slots.map((s) => dayKey(s.startTime, zone)))].map(keyToLocalDate),
      bookedDays: [...new Set(sessions.map((s) => dayKey(s.scheduledAt, zone)))].map(keyToLocalDate),
    }),
    [slots, sessions, zone],
  );
  const daySlots = slots.filter((s) => dayKey(s.startTime, zone) === key);
  const daySessions = sessions.filter((s) => dayKey(s.scheduledAt, zone) === key);
  const today = keyToLocalDate(dayKey(new Date(), zone));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[auto_minmax(0,1fr)]">
      <Card className="min-w-0 justify-self-center p-2 sm:p-3 lg:justify-self-stretch">
        <DayPicker
          mode="single"
          required
          selected={selected}
          onSelect={setSelected}
          today={today}
          disabled={{ before: today }}
          modifiers={{ hasEvents: [...slotDays, ...bookedDays], hasSlots: slotDays, hasBooked: bookedDays }}
          modifiersClassNames={{ hasEvents: EVENT_DAY, hasSlots: SLOT_DOT, hasBooked: BOOKED_DOT }}
          style={PICKER_STYLE}
        />
        <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-label="Legend">
          {LEGEND.map((l) => (
            <li key={l.label} className="flex items-center gap-2">
              {l.label === 'Events' ? (
                <span className="inline-block w-3 text-center font-bold text-slate-900 dark:text-white" aria-hidden>
                  1
                </span>
              ) : (
                <span className={`inline-block h-3 w-3 rounded-full ${l.className}`} aria-hidden />
              )}
              {l.label}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="min-w-0">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h3 className="text-sm font-semibold sm:text-base">{formatLongDate(`${localDateToKey(selected)}T12:00:00Z`, 'UTC')}</h3>
          <Button size="sm" variant="outline" className="shrink-0" onClick={() => onAddSlot(key)}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> Add Slot
          </Button>
        </div>
        {daySlots.length + daySessions.length === 0 ? (
          <EmptyState title="No events for this date" description="Open a slot so students can book you." action={<Button onClick={() => onAddSlot(key)}>Add Slot</Button>} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Events of the day">
            {daySessions.map((s) => (
              <SessionRow key={s.id} session={s} zone={zone} />
            ))}
            {daySlots.map((s) => (
              <SlotRow key={s.id} slot={s} zone={zone} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

// The day picker (past days disabled) and the open times of the chosen day: the booking page and the
// reschedule dialog pick a slot the same way.
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { SlotDto } from '@shared/schemas/bookings';
import { LoadingText } from '../../../components/ui/spinner';
import { dayKey, keyToDate } from '../time';
import { SlotGrid } from './slot-grid';
import { zoneAbbreviation } from '../../../lib/format';

type Props = {
  /** Id of the day picker's label, unique on the page. */
  labelId: string;
  label: string;
  today: Date;
  date: string;
  onDateChange: (date: string) => void;
  time: string;
  onTimeChange: (time: string) => void;
  /** The chosen day's open slots; `loading` while they are first fetched. */
  slots: SlotDto[];
  loading: boolean;
  tz: string;
  /** The month shown first when no day is chosen (defaults to the current one). */
  defaultMonth?: Date;
  /** When given, only these days can be picked (days with an open time); the others are disabled. */
  isOpenDay?: (day: string) => boolean;
  /** The month shown, when the page controls it (it jumps to the first open day). */
  month?: Date;
  onMonthChange?: (month: Date) => void;
  /** Shown instead of the times when the chosen offering has no open day at all. */
  noOpenDays?: boolean;
};

export function DateSlotPicker({ labelId, label, today, date, onDateChange, time, onTimeChange, slots, loading, tz, defaultMonth, isOpenDay, month, onMonthChange, noOpenDays }: Props) {
  return (
    <>
      <div>
        <p className="mb-2 text-sm font-medium" id={labelId}>
          {label}
        </p>
        <DayPicker
          mode="single"
          // Choosing the chosen day again keeps it (the page may have opened on it): a day is changed, never emptied.
          required
          aria-labelledby={labelId}
          selected={date ? keyToDate(date) : undefined}
          defaultMonth={date ? keyToDate(date) : defaultMonth}
          {...(month ? { month, onMonthChange } : {})}
          onSelect={(d) => {
            const key = d ? dayKey(d) : '';
            if (key === date) return;
            onDateChange(key);
            onTimeChange('');
          }}
          disabled={isOpenDay ? [{ before: today }, (d: Date) => !isOpenDay(dayKey(d))] : { before: today }}
          startMonth={today}
        />
      </div>
      {noOpenDays && !date && <p className="text-sm text-slate-500">No open times in the coming weeks. Please check back later or choose another offering.</p>}
      {date && (
        <div>
          <p className="mb-2 text-sm font-medium">Available times ({zoneAbbreviation(tz, keyToDate(date))})</p>
          {loading ? (
            <LoadingText text="Loading available times..." />
          ) : slots.length === 0 ? (
            <p className="text-sm text-slate-500">No available time slots for this date.</p>
          ) : (
            <SlotGrid slots={slots} value={time} onChange={onTimeChange} tz={tz} />
          )}
        </div>
      )}
    </>
  );
}

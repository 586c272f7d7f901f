// The day picker (past days disabled) and the open times of the chosen day: the booking page and the
// reschedule dialog pick a slot the same way.
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { SlotDto } from '@shared/schemas/bookings';
import { LoadingText } from '../../../components/ui/spinner';
import { dayKey, keyToDate } from '../time';
import { SlotGrid } from './slot-grid';

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
};

export function DateSlotPicker({ labelId, label, today, date, onDateChange, time, onTimeChange, slots, loading, tz, defaultMonth }: Props) {
  return (
    <>
      <div>
        <p className="mb-2 text-sm font-medium" id={labelId}>
          {label}
        </p>
        <DayPicker
          mode="single"
          aria-labelledby={labelId}
          selected={date ? keyToDate(date) : undefined}
          defaultMonth={date ? keyToDate(date) : defaultMonth}
          onSelect={(d) => {
            onDateChange(d ? dayKey(d) : '');
            onTimeChange('');
          }}
          disabled={{ before: today }}
          startMonth={today}
        />
      </div>
      {date && (
        <div>
          <p className="mb-2 text-sm font-medium">Available times</p>
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

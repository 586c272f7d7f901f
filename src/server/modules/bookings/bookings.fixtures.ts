// Test and benchmark data: an offering, availability windows and settings for an expert.
import type { Db } from '../../db/client';
import { availabilitySettings, availabilitySlots, offerings } from '../../db/schema';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../../shared/rules/slots';

const ALL_DAY: WorkingHours = Object.fromEntries(
  Object.keys(DEFAULT_WORKING_HOURS).map((d) => [d, { enabled: true, start: '00:00', end: '23:59' }]),
) as WorkingHours;

export async function addOffering(db: Db, expertId: string, values: Partial<typeof offerings.$inferInsert> = {}) {
  const [row] = await db
    .insert(offerings)
    .values({ expertId, title: 'Algebra basics', price: 50_000, durationMinutes: 60, maxStudents: 1, category: 'Mathematics', ...values })
    .returning();
  return row;
}

export async function addWindows(db: Db, expertId: string, windows: { start: Date; end: Date }[]) {
  if (windows.length === 0) return;
  for (let i = 0; i < windows.length; i += 500) {
    await db.insert(availabilitySlots).values(windows.slice(i, i + 500).map((w) => ({ tutorId: expertId, startTime: w.start, endTime: w.end })));
  }
}

export async function setSettings(db: Db, expertId: string, values: Partial<typeof availabilitySettings.$inferInsert> = {}) {
  await db
    .insert(availabilitySettings)
    .values({ tutorId: expertId, workingHours: ALL_DAY, bufferTimeBefore: 0, bufferTimeAfter: 0, maxBookingsPerDay: 24, advanceBookingDays: 365, ...values })
    .onConflictDoUpdate({ target: availabilitySettings.tutorId, set: { workingHours: ALL_DAY, ...values } });
}

/** Daily windows of `hours` hours starting at `startHourUtc`, for `days` days from `from`'s UTC midnight. */
export function dailyWindows(from: Date, days: number, startHourUtc: number, hours: number) {
  const day0 = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return Array.from({ length: days }, (_, d) => {
    const start = new Date(day0 + d * 86_400_000 + startHourUtc * 3_600_000);
    return { start, end: new Date(start.getTime() + hours * 3_600_000) };
  });
}

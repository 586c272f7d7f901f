// Every booking e-mail carries the session as an .ics invite whose SEQUENCE rises with each change.
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SlotDto } from '../../../shared/schemas/bookings';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { sendDueReminders } from '../bookings/bookings.service';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let student: TestUser;
let offeringId: string;
let slots: SlotDto[];

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  offeringId = (await addOffering(t.deps.db, tutor.expertId)).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 3, 3, 8));
  await setSettings(t.deps.db, tutor.expertId);
  const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 5 * 86_400_000).toISOString()}`;
  slots = (await t.json<{ slots: SlotDto[] }>('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&${range}`)).slots.filter((s) => s.isAvailable);
});
afterAll(() => t.close());

const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');
async function invite(kind: string, to: string = student.email) {
  const rows = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to.toLowerCase()), like(emailOutbox.kind, kind))).orderBy(asc(emailOutbox.createdAt));
  const a = rows.at(-1)?.attachments?.[0];
  expect(a, `${kind} e-mail has an attachment`).toBeTruthy();
  return { ...a!, content: unfold(a!.content) };
}

describe('booking e-mails', () => {
  it('attach a REQUEST when booked and confirmed, a CANCEL when declined, with a rising SEQUENCE and one UID', async () => {
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: slots[0].startTime }, expect: 201 });
    expect(b.calendarSequence).toBe(0);
    const uid = `UID:booking-${b.id}@localhost\r\n`;
    const booked = await invite('booking.booked');
    expect(booked.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(booked.content).toContain(uid);
    expect(booked.content).toContain('SEQUENCE:0\r\n');
    expect(booked.content).toContain('STATUS:TENTATIVE\r\n');
    const start = slots[0].startTime.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(booked.content).toContain(`DTSTART:${start}\r\n`);
    expect(booked.content).toContain(`/session/${b.id}`);

    const confirmed = await t.json<BookingDto>('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    expect(confirmed.calendarSequence).toBe(1);
    const c = await invite('booking.confirmed');
    expect(c.content).toContain(uid);
    expect(c.content).toContain('SEQUENCE:1\r\n');
    expect(c.content).toContain('STATUS:CONFIRMED\r\n');

    // A reminder claim does not change the time or status: the sequence stays.
    await t.deps.db.update(bookings).set({ reminderSentAt: new Date() }).where(eq(bookings.id, b.id));
    const cancelled = await t.json<BookingDto>('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Something came up.' } });
    expect(cancelled.calendarSequence).toBe(2);
    const x = await invite('booking.cancelled');
    expect(x.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(x.content).toContain('METHOD:CANCEL\r\n');
    expect(x.content).toContain('STATUS:CANCELLED\r\n');
    expect(x.content).toContain('SEQUENCE:2\r\n');
    expect(x.content).toContain(uid);
  });

  it('attach the invite to reminders', async () => {
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: slots[3].startTime }, expect: 201 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    await t.deps.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() + 20 * 3_600_000), endsAt: new Date(Date.now() + 21 * 3_600_000) })
      .where(eq(bookings.id, b.id));
    expect(await sendDueReminders(t.deps)).toBe(1);
    const r = await invite('booking.reminder-24h');
    expect(r.content).toContain(`UID:booking-${b.id}@localhost\r\n`);
    expect(r.content).toContain('METHOD:REQUEST\r\n');
    // Confirmed (1), then moved (2).
    expect(r.content).toContain('SEQUENCE:2\r\n');
  });

  it('send the tutor a CANCEL when the student calls the session off', async () => {
    // The last open slot, days ahead: the reminder test above moved a session to 20 hours from now, which can
    // cover one of tomorrow's slots depending on the time of day the suite runs.
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: slots[slots.length - 1].startTime }, expect: 201 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: student, body: { status: 'cancelled' } });
    const x = await invite('booking.cancelled-by-student', tutor.email);
    expect(x.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(x.content).toContain(`UID:booking-${b.id}@localhost\r\n`);
    expect(x.content).toContain('STATUS:CANCELLED\r\n');
    const [mail] = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, tutor.email.toLowerCase()), eq(emailOutbox.kind, 'booking.cancelled-by-student')));
    expect(mail.subject).toBe(`Session cancelled by Sam Student: ${b.offeringTitle}`);
    expect(mail.text).toContain('Hello Tara Tutor,');
    expect(mail.text).toContain('/tutor/dashboard/sessions');
  });
});

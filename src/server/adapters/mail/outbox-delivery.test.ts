// Nothing lost under crashes: reminders and their e-mails commit together (a crash while they are written
// leaves the reminder due), and a message is marked sent only after the SMTP server took it (a crash or a
// failure after claiming it leaves it to be retried).
import { and, eq, like } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { addOffering } from '../../modules/bookings/bookings.fixtures';
import { sendDueReminders } from '../../modules/bookings/bookings.service';
import { createTestContext, type TestContext } from '../../testing/harness';
import type { Mailer } from './mail';
import { outboxRepo } from './outbox.repo';
import { createSmtpMailer } from './smtp-mailer';

let t: TestContext;
let server: SMTPServer;
let port = 0;
let refusing = false;
const received: { to: string; subject: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        if (refusing) return done(new Error('451 try again later'));
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, subject });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

async function confirmedBookingDueTomorrow() {
  const student = await t.signUp('student');
  const tutor = await t.signUpExpert();
  const offering = await addOffering(t.deps.db, tutor.expertId);
  const start = new Date(Date.now() + 20 * 3_600_000);
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning();
  return { booking: b, emails: [student.email.toLowerCase(), tutor.email.toLowerCase()] };
}

const remindersTo = async (emails: string[]) =>
  (await t.deps.db.select().from(emailOutbox).where(like(emailOutbox.kind, 'booking.reminder-24h'))).filter((r) => emails.includes(r.to));

/** The mailer, except that its `crashAt`-th send throws, as a process dying at that point would stop there. */
function crashingMailer(real: Mailer, crashAt: number): Mailer {
  let calls = 0;
  return {
    send: async (message, tx) => {
      if (++calls === crashAt) throw new Error('process died here');
      await real.send(message, tx);
    },
    deliverDue: () => real.deliverDue(),
  };
}

describe('reminders under a crash while they go out', () => {
  it('loses none and sends none twice over 10 crash rounds', async () => {
    const real = t.deps.mail;
    try {
      for (let round = 0; round < 10; round++) {
        const { emails } = await confirmedBookingDueTomorrow();
        // Dies at the first or the second of the booking's two e-mails.
        Object.assign(t.deps, { mail: crashingMailer(real, 1 + (round % 2)) });
        await expect(sendDueReminders(t.deps)).rejects.toThrow('process died here');
        Object.assign(t.deps, { mail: real });
        // The next run (a restarted process) sends them.
        expect(await sendDueReminders(t.deps)).toBe(1);
        const rows = await remindersTo(emails);
        expect(rows.map((r) => r.to).sort()).toEqual([...emails].sort());
      }
    } finally {
      Object.assign(t.deps, { mail: real });
    }
  }, 120_000);
});

describe('SMTP delivery from the outbox', () => {
  it('retries after the mail server refused, and marks sent only once it has accepted', async () => {
    const mailer = createSmtpMailer(t.deps.db, createLogger('silent'), `smtp://127.0.0.1:${port}`, 'no-reply@test.example');
    refusing = true;
    await mailer.send({ to: 'retry@test.example', subject: 'Try again', text: 'x', kind: 'test.retry' });
    const [queued] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'retry@test.example'));
    expect(queued.status).toBe('queued');
    expect(received.filter((r) => r.to === 'retry@test.example')).toHaveLength(0);
    // Not due yet: the back-off holds it.
    refusing = false;
    expect(await mailer.deliverDue()).toBe(0);
    await t.deps.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1_000) }).where(eq(emailOutbox.id, queued.id));
    expect(await mailer.deliverDue()).toBe(1);
    const [sent] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(received.filter((r) => r.to === 'retry@test.example')).toHaveLength(1);
  });

  it('delivers a message whose delivering process died after claiming it, once its lease has run out', async () => {
    const mailer = createSmtpMailer(t.deps.db, createLogger('silent'), `smtp://127.0.0.1:${port}`, 'no-reply@test.example');
    // Written in a transaction (as reminders are): queued, due at once.
    await t.deps.db.transaction((tx) => mailer.send({ to: 'lease@test.example', subject: 'Leased', text: 'x', kind: 'test.lease' }, tx));
    // A worker claims it and dies before sending.
    const claimed = await outboxRepo(t.deps.db).claimDue(100);
    expect(claimed.map((r) => r.to)).toContain('lease@test.example');
    expect(await mailer.deliverDue()).toBe(0); // still leased
    await t.deps.db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1_000) }).where(and(eq(emailOutbox.to, 'lease@test.example'), eq(emailOutbox.status, 'queued')));
    expect(await mailer.deliverDue()).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'lease@test.example'));
    expect(row.status).toBe('sent');
    expect(received.filter((r) => r.to === 'lease@test.example')).toHaveLength(1);
  });

  it('delivers a message committed while a pass is under way: the call made then gets the pass after it', async () => {
    const mailer = createSmtpMailer(t.deps.db, createLogger('silent'), `smtp://127.0.0.1:${port}`, 'no-reply@test.example');
    await t.deps.db.transaction((tx) => mailer.send({ to: 'first@test.example', subject: 'First', text: 'x', kind: 'test.pass' }, tx));
    const first = mailer.deliverDue();
    // Committed after that pass read the outbox, as an auth change's e-mail may be.
    await t.deps.db.transaction((tx) => mailer.send({ to: 'second@test.example', subject: 'Second', text: 'x', kind: 'test.pass' }, tx));
    await Promise.all([first, mailer.deliverDue()]);
    expect(received.filter((r) => r.to === 'second@test.example')).toHaveLength(1);
    const rows = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'test.pass'));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});

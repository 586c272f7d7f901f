// The SMTP mailer against a local SMTP server: attachments go out as multipart/mixed and the outbox keeps them.
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext } from '../../testing/harness';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

let t: TestContext;
let server: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
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

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

/** The decoded body of the MIME part whose headers match. */
function part(raw: string, headerPattern: RegExp): { headers: string; body: string } | null {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) return null;
  for (const chunk of raw.split(`--${boundary}`)) {
    const [headers, ...rest] = chunk.split('\r\n\r\n');
    if (!headerPattern.test(headers)) continue;
    const body = rest.join('\r\n\r\n').trim();
    if (/content-transfer-encoding:\s*base64/i.test(headers)) return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      return { headers, body: body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) };
    }
    return { headers, body };
  }
  return null;
}

describe('SMTP mailer', () => {
  it('sends attachments as multipart/mixed and records the message as sent with its attachments', async () => {
    const mailer = createSmtpMailer(t.deps.db, createLogger('silent'), `smtp://127.0.0.1:${port}`, 'Tutoring Marketplace <no-reply@test.example>');
    await mailer.send({
      to: 'Sam@Test.Example',
      subject: 'Session confirmed',
      text: 'Your session is confirmed.',
      kind: 'booking.confirmed',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
    });
    expect(received).toHaveLength(1);
    const { to, raw } = received[0];
    expect(to).toEqual(['sam@test.example']);
    expect(raw).toMatch(/^Content-Type: multipart\/mixed;/im);
    const text = part(raw, /content-type: text\/plain/i);
    expect(text?.body).toBe('Your session is confirmed.');
    const cal = part(raw, /content-type: text\/calendar/i);
    expect(cal, 'calendar part').not.toBeNull();
    expect(cal!.headers).toMatch(/method=REQUEST/i);
    expect(cal!.headers).toMatch(/content-disposition: attachment;\s*filename=("?)session\.ics\1/i);
    expect(cal!.body.replace(/\r?\n/g, '\r\n').trim()).toBe(ics.trim());

    const [row] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@test.example'));
    expect(row.status).toBe('sent');
    expect(row.attachments).toEqual([{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }]);
  });

  it('records a failed delivery without throwing and keeps the message queued for a later try', async () => {
    const mailer = createSmtpMailer(t.deps.db, createLogger('silent'), 'smtp://127.0.0.1:1', 'no-reply@test.example');
    const before = Date.now();
    await mailer.send({ to: 'nobody@test.example', subject: 'x', text: 'y', kind: 'test' });
    const [row] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@test.example'));
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.error).toBeTruthy();
    expect(row.sentAt).toBeNull();
    // Retried after a back-off, not at once.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 25_000);
    expect(row.attachments).toBeNull();
  });
});

describe('outbox mailer and the development mailbox', () => {
  it('keeps attachments, lists their names and serves them for download', async () => {
    await createOutboxMailer(t.deps.db, createLogger('silent')).send({
      to: 'dev@test.example',
      subject: 'Invite',
      text: 'See attached.',
      kind: 'test',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
    });
    const box = await t.json<{ messages: { id: string; attachments: { index: number; filename: string; contentType: string }[] }[] }>('GET', '/api/dev/mailbox?to=dev@test.example');
    expect(box.messages[0].attachments).toEqual([{ index: 0, filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' }]);
    const res = await t.request('GET', `/api/dev/mailbox/${box.messages[0].id}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="session.ics"');
    expect(await res.text()).toBe(ics);
    expect((await t.request('GET', `/api/dev/mailbox/${box.messages[0].id}/attachments/1`)).status).toBe(404);
  });
});

import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mail';

/** How long a delivery under way holds its message: a process that dies meanwhile leaves it to be retried then. */
const DELIVERY_LEASE_MS = 2 * 60_000;
/** Tries before a message is given up as failed (the back-off spans about a day). */
const MAX_ATTEMPTS = 10;
/** Wait before the next try after `attempts` failed ones: 30 s doubling, at most 4 hours. */
const retryDelayMs = (attempts: number) => Math.min(4 * 3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Every e-mail writes one row: prepared (db/prepared.ts). */
const insertMessage = (db: Db) =>
  prepared(db, 'outbox_insert', () =>
    db
      .insert(emailOutbox)
      .values({
        to: sql.placeholder('to'),
        subject: sql.placeholder('subject'),
        text: sql.placeholder('text'),
        html: sql.placeholder('html'),
        // Bare placeholders, cast in SQL: these may be NULL, which the columns' own encoders do not pass through.
        attachments: sql`${sql.placeholder('attachments')}::jsonb`,
        kind: sql.placeholder('kind'),
        status: sql.placeholder('status'),
        attempts: sql`${sql.placeholder('attempts')}::int`,
        sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`,
        nextAttemptAt: sql`${sql.placeholder('nextAttemptAt')}::timestamptz`,
      })
      .returning({ id: emailOutbox.id })
      .prepare('outbox_insert'),
  );

export const outboxRepo = (db: Db) => ({
  /**
   * Writes a message. `sent`: the row is the delivery (the development mailbox). `queued`: due at once, or
   * with `claimed` already held by this process for its own immediate try. In `tx` when given.
   */
  async insert(message: MailMessage, status: 'queued' | 'sent', options: { tx?: Tx; claimed?: boolean } = {}) {
    const at = new Date();
    const row = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      kind: message.kind,
      status,
      attempts: options.claimed ? 1 : 0,
      sentAt: status === 'sent' ? at : null,
      nextAttemptAt: new Date(at.getTime() + (options.claimed ? DELIVERY_LEASE_MS : 0)),
    };
    if (options.tx) {
      const [inserted] = await options.tx.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
      return inserted.id;
    }
    const [inserted] = await insertMessage(db).execute({
      ...row,
      attachments: row.attachments ? JSON.stringify(row.attachments) : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
    });
    return inserted.id;
  },
  /**
   * Claims up to `limit` queued messages that are due, for one delivery each: their next try moves a lease
   * ahead, so another process (or this one after a crash) takes them only once the lease has run out.
   */
  async claimDue(limit: number, now = new Date()): Promise<OutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(emailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) })
      .where(sql`${emailOutbox.id} in (${due})`)
      .returning();
  },
  async byId(id: string) {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return row ?? null;
  },
  async markSent(id: string) {
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(emailOutbox.id, id));
  },
  /** A failed try: retried after the back-off, or given up after MAX_ATTEMPTS. */
  async markFailed(row: Pick<OutboxRow, 'id' | 'attempts'>, error: string) {
    const givenUp = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({ status: givenUp ? 'failed' : 'queued', error, nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) })
      .where(eq(emailOutbox.id, row.id));
    return givenUp;
  },
  async attachment(id: string, index: number) {
    const [row] = await db.select({ attachments: emailOutbox.attachments }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return row?.attachments?.[index] ?? null;
  },
  async list(limit = 100, to?: string) {
    const q = db.select().from(emailOutbox);
    return (to ? q.where(eq(emailOutbox.to, to.toLowerCase())) : q).orderBy(desc(emailOutbox.createdAt)).limit(limit);
  },
});

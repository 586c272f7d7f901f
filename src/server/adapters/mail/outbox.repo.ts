import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mail';

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
        sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`,
      })
      .returning({ id: emailOutbox.id })
      .prepare('outbox_insert'),
  );

export const outboxRepo = (db: Db) => ({
  async insert(message: MailMessage, status: 'queued' | 'sent') {
    const [row] = await insertMessage(db).execute({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      kind: message.kind,
      status,
      sentAt: status === 'sent' ? new Date().toISOString() : null,
    });
    return row.id;
  },
  async markSent(id: string) {
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: 1 }).where(eq(emailOutbox.id, id));
  },
  async markFailed(id: string, error: string) {
    await db.update(emailOutbox).set({ status: 'failed', error, attempts: 1 }).where(eq(emailOutbox.id, id));
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

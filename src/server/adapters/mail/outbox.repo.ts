import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailMessage } from './mail';

export const outboxRepo = (db: Db) => ({
  async insert(message: MailMessage, status: 'queued' | 'sent') {
    const [row] = await db
      .insert(emailOutbox)
      .values({ ...message, attachments: message.attachments?.length ? message.attachments : null, status, sentAt: status === 'sent' ? new Date() : null })
      .returning({ id: emailOutbox.id });
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

// SMTP delivery through nodemailer, from the outbox (delivery.ts): the row records each message's outcome.
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { createDelivery } from './delivery';
import type { Mailer } from './mail';
import { outboxRepo } from './outbox.repo';

export function createSmtpMailer(db: Db, logger: Logger, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const repo = outboxRepo(db);
  const delivery = createDelivery(db, logger, async (message) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // Attachments make the message multipart/mixed; the content type (with its method= for invites) is kept.
      attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
  });
  return {
    async send(message, tx) {
      const to = message.to.toLowerCase();
      if (tx) {
        // Delivered once the transaction has committed: by deliverDue, or the outbox worker.
        await repo.insert({ ...message, to }, 'queued', { tx });
        return;
      }
      const id = await repo.insert({ ...message, to }, 'queued', { claimed: true });
      await delivery.deliverNow(id);
    },
    deliverDue: () => delivery.deliverDue(),
  };
}

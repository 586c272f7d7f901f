// SMTP delivery through nodemailer; the outbox row records the outcome of each message.
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from './mail';
import { outboxRepo } from './outbox.repo';

export function createSmtpMailer(db: Db, logger: Logger, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const repo = outboxRepo(db);
  return {
    async send(message) {
      const to = message.to.toLowerCase();
      const id = await repo.insert({ ...message, to }, 'queued');
      try {
        await transport.sendMail({
          from,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // Attachments make the message multipart/mixed; the content type (with its method= for invites) is kept.
          attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        });
        await repo.markSent(id);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        logger.error({ err, to }, 'SMTP delivery failed');
        await repo.markFailed(id, reason);
      }
    },
  };
}

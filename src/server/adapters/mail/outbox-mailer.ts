// Built-in mailer: the outbox table is the mailbox; each message is also printed to the log.
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from './mail';
import { outboxRepo } from './outbox.repo';

export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  const repo = outboxRepo(db);
  return {
    async send(message) {
      const to = message.to.toLowerCase();
      await repo.insert({ ...message, to }, 'sent');
      const attachments = message.attachments?.map((a) => a.filename);
      logger.info({ mail: { to, subject: message.subject, kind: message.kind, attachments } }, `e-mail to ${to}: ${message.subject}\n${message.text}`);
    },
  };
}

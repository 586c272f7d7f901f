// Built-in mailer: the outbox table is the mailbox (writing the row is the delivery); each message is also
// printed to the log once it is there.
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from './mail';
import { outboxRepo } from './outbox.repo';

export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  const repo = outboxRepo(db);
  const log = (to: string, message: MailMessage) => {
    const attachments = message.attachments?.map((a) => a.filename);
    logger.info({ mail: { to, subject: message.subject, kind: message.kind, attachments } }, `e-mail to ${to}: ${message.subject}\n${message.text}`);
  };
  return {
    async send(message, tx) {
      const to = message.to.toLowerCase();
      await repo.insert({ ...message, to }, 'sent', { tx });
      log(to, message);
    },
    // Nothing is ever queued here.
    deliverDue: async () => 0,
  };
}

// Delivery from the outbox (a transactional outbox): a message is written first, in the transaction of the
// change it belongs to when there is one, and marked sent only once the mail server has accepted it. A failed
// try is retried with back-off; a process that dies mid-try leaves the message to be retried after its lease.
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { MailMessage } from './mail';
import { outboxRepo, type OutboxRow } from './outbox.repo';

type Transmit = (message: MailMessage) => Promise<void>;

export function createDelivery(db: Db, logger: Logger, transmit: Transmit) {
  const repo = outboxRepo(db);
  const deliver = async (row: OutboxRow): Promise<boolean> => {
    try {
      await transmit({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, kind: row.kind, attachments: row.attachments ?? undefined });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const givenUp = await repo.markFailed(row, reason);
      logger.error({ err, to: row.to, kind: row.kind, attempts: row.attempts }, givenUp ? 'e-mail delivery failed; giving up' : 'e-mail delivery failed; will retry');
      return false;
    }
    await repo.markSent(row.id);
    return true;
  };
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = () => (running = drain().finally(() => (running = null)));
  const drain = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const batch = await repo.claimDue(20);
      for (const row of batch) if (await deliver(row)) sent++;
      if (batch.length < 20) return sent;
    }
  };
  return {
    /** Delivers one message this process has just written and claimed (insert with `claimed`). */
    async deliverNow(id: string) {
      const row = await repo.byId(id);
      if (row) await deliver(row);
    },
    /**
     * One pass over the due messages at a time in this process. A call during a pass gets the pass after it (the
     * one under way may have read the outbox before the caller's message committed); calls meanwhile share it.
     */
    deliverDue(): Promise<number> {
      if (!running) return start();
      next ??= running
        .catch(() => 0)
        .then(() => {
          next = null;
          return running ?? start();
        });
      return next;
    },
  };
}

/**
 * Delivers the outbox every `everyMs` (call once at server start). `flush` delivers what is due now (on
 * shutdown); `stop` ends the timer.
 */
export function startOutboxWorker(mail: { deliverDue: () => Promise<number> }, logger: Logger, everyMs = 5_000) {
  const tick = () => mail.deliverDue().catch((err: unknown) => (logger.error({ err }, 'e-mail outbox delivery failed'), 0));
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref?.();
  void tick();
  return {
    flush: tick,
    stop: () => clearInterval(timer),
  };
}

import type { Tx } from '../../db/client';

/** A file sent with a message; text content (e.g. an iCalendar invite), sent as UTF-8. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string; attachments?: MailAttachment[] };

export type Mailer = {
  /**
   * Writes the message to the outbox and delivers it; never throws for a delivery failure (the outbox
   * worker retries). With `tx` the message is written in that transaction, so it exists exactly when the
   * caller's change commits; it is delivered after the commit (deliverDue, or the worker).
   */
  send: (message: MailMessage, tx?: Tx) => Promise<void>;
  /** Delivers the queued messages that are due now; returns how many were delivered. */
  deliverDue: () => Promise<number>;
};

/** A file sent with a message; text content (e.g. an iCalendar invite), sent as UTF-8. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string; attachments?: MailAttachment[] };

export type Mailer = {
  /** Stores the message in the outbox and delivers it; never throws for a delivery failure. */
  send: (message: MailMessage) => Promise<void>;
};

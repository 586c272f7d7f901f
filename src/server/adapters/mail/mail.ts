export type MailMessage = { to: string; subject: string; text: string; html?: string; kind: string };

export type Mailer = {
  /** Stores the message in the outbox and delivers it; never throws for a delivery failure. */
  send: (message: MailMessage) => Promise<void>;
};

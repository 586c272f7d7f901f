// The development mailbox (GET /api/dev/mailbox): what the outbox holds, for tests and local sign-in links.
import { z } from 'zod';

const mailboxAttachmentSchema = z.object({
  /** Its position in the message: the download is /api/dev/mailbox/{id}/attachments/{index}. */
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
});

const mailStatusSchema = z.enum(['queued', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** What the message is for (`verify-email`, `password-reset`, …); the mail adapters name it. */
  kind: z.string(),
  status: mailStatusSchema,
  createdAt: z.iso.datetime(),
  attachments: z.array(mailboxAttachmentSchema),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** Newest first, at most 100. */
export const mailboxSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type Mailbox = z.infer<typeof mailboxSchema>;

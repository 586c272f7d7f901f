// In-app notification contracts (the bell): the caller's latest notifications and how many are unread.
import { z } from 'zod';

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

const notificationDtoSchema = z.object({
  id: z.string(),
  /** What happened, e.g. `booking.created`, `review.created`. */
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** An in-app path to open. */
  link: z.string().nullable(),
  readAt: instant.nullable(),
  createdAt: instant,
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** Newest first (the latest 30). */
export const notificationListSchema = z.object({ unread: z.number().int(), items: z.array(notificationDtoSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

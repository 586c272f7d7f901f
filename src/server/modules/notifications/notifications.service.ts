// In-app notifications (the bell): stored, then announced on the user's realtime topic.
import type { NotificationList } from '../../../shared/schemas/notifications';
import type { Tx } from '../../db/client';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notificationsRepo, type NewNotification } from './notifications.repo';

/**
 * Stores a notification in the caller's transaction, so it exists exactly when the caller's writes do.
 * Announce it with announceNotification once that transaction has committed.
 */
export async function storeNotification(deps: Deps, n: NewNotification, tx: Tx) {
  return notificationsRepo(deps.db).insert(n, tx);
}

/** Several notifications written in `tx` with one statement; the rows in the order given. */
export async function storeNotifications(deps: Deps, ns: NewNotification[], tx: Tx) {
  return notificationsRepo(deps.db).insertMany(ns, tx);
}

export async function notify(deps: Deps, n: NewNotification) {
  const row = await notificationsRepo(deps.db).insert(n);
  await announceNotification(deps, { id: row.id, userId: n.userId, type: row.type });
  return row;
}

/** Tells the user's open pages that a stored notification arrived (the bell refreshes). */
export async function announceNotification(deps: Deps, n: { id: string; userId: string; type: string }) {
  await publishEvent(deps.bus, `user:${n.userId}`, 'notification.created', { id: n.id, type: n.type });
}

export async function listNotifications({ deps, actor }: { deps: Deps; actor: Actor }): Promise<NotificationList> {
  const repo = notificationsRepo(deps.db);
  const [rows, unread] = await Promise.all([repo.list(actor.userId, 30), repo.unreadCount(actor.userId)]);
  return {
    unread,
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function markNotificationsRead({ deps, actor }: { deps: Deps; actor: Actor }): Promise<void> {
  await notificationsRepo(deps.db).markAllRead(actor.userId);
  await publishEvent(deps.bus, `user:${actor.userId}`, 'notification.read', {});
}

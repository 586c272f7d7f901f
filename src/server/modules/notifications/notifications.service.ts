// In-app notifications (the bell): stored, then announced on the user's realtime topic.
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notificationsRepo, type NewNotification } from './notifications.repo';

export async function notify(deps: Deps, n: NewNotification) {
  const row = await notificationsRepo(deps.db).insert(n);
  await announceNotification(deps, { id: row.id, userId: n.userId, type: row.type });
  return row;
}

/** Tells the user's open pages that a stored notification arrived (the bell refreshes). */
export async function announceNotification(deps: Deps, n: { id: string; userId: string; type: string }) {
  await deps.bus.publish({ kind: 'event', topic: `user:${n.userId}`, event: 'notification.created', data: { id: n.id, type: n.type } });
}

export async function listNotifications({ deps, actor }: { deps: Deps; actor: Actor }) {
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

export async function markNotificationsRead({ deps, actor }: { deps: Deps; actor: Actor }) {
  await notificationsRepo(deps.db).markAllRead(actor.userId);
  await deps.bus.publish({ kind: 'event', topic: `user:${actor.userId}`, event: 'notification.read', data: {} });
}

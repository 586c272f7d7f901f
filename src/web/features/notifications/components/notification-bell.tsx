import { Popover } from 'radix-ui';
import { Bell, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENTS } from '@shared/realtime-constants';
import { formatRelative } from '../../../lib/format';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/** Where the tutor's bell counts unread messages from, and where they are read. */
type MessagesCount = { unread: number; to: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The bell and its latest notifications. On the tutor's dashboard (`messages` given) the badge is the spec's
 * unread-message count (capped at 99+) and the panel leads to the messages, with the notifications below it;
 * elsewhere the badge counts unread notifications.
 */
export function NotificationBell({ userId, messages }: { userId: string; messages?: MessagesCount }) {
  const qc = useQueryClient();
  const { data } = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  useRealtimeEvents(`user:${userId}`, NOTIFICATION_EVENTS, () => void qc.invalidateQueries({ queryKey: ['notifications'] }));
  const unreadNotifications = data?.unread ?? 0;
  const count = messages ? messages.unread : unreadNotifications;
  const label = messages
    ? `Notifications${count ? ` (${plural(count, 'unread message')})` : ''}`
    : `Notifications${count ? ` (${count} unread)` : ''}`;
  return (
    <Popover.Root onOpenChange={(open) => open && unreadNotifications > 0 && markRead.mutate()}>
      <Popover.Trigger className="relative rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={label}>
        <Bell className="h-5 w-5" />
        {count > 0 && (
          <span data-testid="bell-count" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
        {messages && count === 0 && unreadNotifications > 0 && (
          // New notifications while every message is read: a dot, not a count (the count is messages').
          <span data-testid="bell-dot" className="absolute right-1.5 top-1.5 h-2 w-2 rounded-full bg-brand-600" aria-hidden />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900">
          {messages && (
            <Popover.Close asChild>
              <Link
                to={messages.to}
                className="mb-2 flex items-center gap-2 rounded-md border border-slate-200 px-2 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800"
              >
                <MessageSquare className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-100" aria-hidden />
                {messages.unread ? plural(messages.unread, 'unread message') : 'All messages read'}
                <span className="ml-auto text-xs text-brand-700 dark:text-brand-100">View Messages</span>
              </Link>
            </Popover.Close>
          )}
          <p className="px-2 py-1 text-sm font-semibold">
            Notifications
            {messages && unreadNotifications > 0 && <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">· {unreadNotifications} new</span>}
          </p>
          {data?.items.length ? (
            <ul className="max-h-80 overflow-y-auto">
              {data.items.map((n) => (
                <li key={n.id} className="rounded-md px-2 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                  {n.link ? <Link to={n.link} className="font-medium">{n.title}</Link> : <span className="font-medium">{n.title}</span>}
                  {n.body && <p className="text-slate-600 dark:text-slate-400">{n.body}</p>}
                  <p className="text-xs text-slate-500">{formatRelative(n.createdAt)}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-2 py-4 text-sm text-slate-600 dark:text-slate-400">You're all caught up.</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { formatDistanceToNow } from 'date-fns';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENTS } from '@shared/realtime-constants';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/** The bell: live unread count and the latest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const qc = useQueryClient();
  const { data } = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  useRealtimeEvents(`user:${userId}`, NOTIFICATION_EVENTS, () => void qc.invalidateQueries({ queryKey: ['notifications'] }));
  const unread = data?.unread ?? 0;
  return (
    <Popover.Root onOpenChange={(open) => open && unread > 0 && markRead.mutate()}>
      <Popover.Trigger className="relative rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={`Notifications${unread ? ` (${unread} unread)` : ''}`}>
        <Bell className="h-5 w-5" />
        {unread > 0 && (
          <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900">
          <p className="px-2 py-1 text-sm font-semibold">Notifications</p>
          {data?.items.length ? (
            <ul className="max-h-80 overflow-y-auto">
              {data.items.map((n) => (
                <li key={n.id} className="rounded-md px-2 py-2 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                  {n.link ? <Link to={n.link} className="font-medium">{n.title}</Link> : <span className="font-medium">{n.title}</span>}
                  {n.body && <p className="text-slate-600 dark:text-slate-400">{n.body}</p>}
                  <p className="text-xs text-slate-500">{formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}</p>
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

// The student area's own navigation, on every page of it: a row of sections under the top bar from `md` up,
// a tab bar at the bottom of the screen below it. Messages carries the unread count, live over the socket.
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Heart, LayoutDashboard, MessageSquare, Receipt, Route, Settings, Video } from 'lucide-react';
import { MESSAGE_EVENTS } from '@shared/realtime-constants';
import { BottomTabBar, type TabItem } from '../components/layout/bottom-tab-bar';
import { cn } from '../lib/cn';
import { useRealtimeEvents } from '../lib/use-realtime';
import { threadKeys, useUnread } from '../entities/threads/api';

const MAIN = [
  { to: '/student/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/student/sessions', label: 'Sessions', icon: Video },
  { to: '/student/messages', label: 'Messages', icon: MessageSquare },
  { to: '/student/materials', label: 'Materials', icon: BookOpen },
];
const MORE = [
  { to: '/student/path', label: 'Learning path', icon: Route },
  { to: '/student/saved', label: 'Saved tutors', icon: Heart },
  { to: '/student/payments', label: 'Payments', icon: Receipt },
  { to: '/student/settings', label: 'Settings', icon: Settings },
];

export default function StudentNav({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const unread = useUnread().data?.total ?? 0;
  useRealtimeEvents(`user:${userId}`, [...MESSAGE_EVENTS, 'unread.changed'], () => void qc.invalidateQueries({ queryKey: threadKeys.unread }));

  const item = (i: (typeof MAIN)[number]): TabItem => ({
    ...i,
    active: pathname === i.to || pathname.startsWith(`${i.to}/`),
    badge: i.to === '/student/messages' ? { count: unread, label: 'unread' } : undefined,
  });
  const all = [...MAIN, ...MORE].map(item);

  return (
    <>
      <nav aria-label="Student navigation" className="hidden border-b border-slate-200 md:block dark:border-slate-800">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
          {all.map((i) => {
            const Icon = i.icon;
            return (
              <li key={i.to}>
                <Link
                  to={i.to}
                  aria-current={i.active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-2 py-3 text-sm font-medium lg:px-3',
                    i.active
                      ? 'border-brand-600 text-brand-700 dark:border-brand-300 dark:text-brand-300'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-100',
                  )}
                >
                  {/* Eight sections fit a 768 px screen by their words alone (and tighter padding); the icons join from lg. */}
                  <Icon className="hidden h-4 w-4 lg:block" aria-hidden />
                  {i.label}
                  {i.badge && i.badge.count > 0 && (
                    <span className="rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white">
                      {i.badge.count > 99 ? '99+' : i.badge.count}
                      <span className="sr-only"> {i.badge.label}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <BottomTabBar label="Student sections" items={all.slice(0, MAIN.length)} more={all.slice(MAIN.length)} />
    </>
  );
}

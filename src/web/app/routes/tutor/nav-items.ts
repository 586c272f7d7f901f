import { BookOpen, CalendarDays, FileText, Home, MessageSquare, Tag, UserCog, Video, Wallet } from 'lucide-react';

export const NAV_ITEMS = [
  { to: '/tutor/dashboard', label: 'Home', icon: Home, exact: true },
  { to: '/tutor/dashboard/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/tutor/dashboard/sessions', label: 'Sessions', icon: Video, badge: 'pending' as const },
  { to: '/tutor/dashboard/offers', label: 'Offers', icon: Tag },
  { to: '/tutor/dashboard/earnings', label: 'Earnings', icon: Wallet },
  { to: '/tutor/dashboard/messages', label: 'Messages', icon: MessageSquare, badge: 'unread' as const },
  { to: '/tutor/dashboard/plans', label: 'Lesson Plans', icon: BookOpen },
  { to: '/tutor/dashboard/summaries', label: 'Summaries', icon: FileText },
] as const;

export const PROFILE_ITEM = { to: '/tutor/dashboard/profile', label: 'Profile & Settings', icon: UserCog } as const;

/** The phone's tab bar: these four sections (with their counts), everything else under More. */
const TAB_BAR = new Set<string>(['/tutor/dashboard', '/tutor/dashboard/calendar', '/tutor/dashboard/sessions', '/tutor/dashboard/messages']);
export const TAB_ITEMS = NAV_ITEMS.filter((i) => TAB_BAR.has(i.to));
export const MORE_ITEMS = [...NAV_ITEMS.filter((i) => !TAB_BAR.has(i.to)), PROFILE_ITEM];

export const CREATE_ITEMS = [
  { label: 'New Offer', to: '/tutor/dashboard/offers?new=1', shortcut: 'O' },
  { label: 'Open Slots', to: '/tutor/dashboard/calendar?add=1', shortcut: 'S' },
  { label: 'New Lesson Plan', to: '/tutor/dashboard/plans', shortcut: 'P' },
  { label: 'New Session Summary', to: '/tutor/dashboard/summaries', shortcut: 'U' },
  { label: 'Message Student', to: '/tutor/dashboard/messages', shortcut: 'M' },
] as const;

/** Home is active only on an exact match; the others by path prefix. */
export function isActive(pathname: string, to: string, exact?: boolean) {
  return exact ? pathname === to || pathname === `${to}/` : pathname === to || pathname.startsWith(`${to}/`);
}

export function sectionTitle(pathname: string): string {
  const all = [...NAV_ITEMS, PROFILE_ITEM];
  const hit = [...all].reverse().find((i) => isActive(pathname, i.to, 'exact' in i ? i.exact : false));
  return hit?.label ?? 'Dashboard';
}

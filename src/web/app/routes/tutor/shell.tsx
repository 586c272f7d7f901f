import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Command } from 'cmdk';
import { ChevronsLeft, ChevronsRight, GraduationCap, Monitor, Moon, Plus, Sun, User } from 'lucide-react';
import { toast } from 'sonner';
import { displayName } from '@shared/rules/display-name';
import { BottomTabBar, type TabItem } from '../../../components/layout/bottom-tab-bar';
import { TAB_BAR_SPACE } from '../../../components/layout/tab-bar-space';
import { MAIN_ID, RouteFocus, SkipLink } from '../../../components/layout/route-focus';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { readUiPrefs, writeUiPrefs, type Theme } from '../../../lib/ui-prefs';
import { useSignOut } from '../../../features/auth/api/auth-actions';
import { useMe } from '../../../entities/me/api';
import { ChatRequestToaster } from '../../../features/messaging/components/messaging-screen';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { RequireRole } from '../../guards';
import { CREATE_ITEMS, isActive, MORE_ITEMS, NAV_ITEMS, PROFILE_ITEM, sectionTitle, TAB_ITEMS } from './nav-items';
import { capBadge, useTutorBadges } from './use-tutor-badges';

type NavItem = (typeof NAV_ITEMS)[number] | typeof PROFILE_ITEM;

const menuItem = 'flex cursor-pointer items-center justify-between gap-6 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
const menuContent = 'z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900';

function Shell() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [prefs, setPrefs] = useState(readUiPrefs);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const badges = useTutorBadges(me?.id);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'k') {
        e.preventDefault();
        setPaletteOpen((o) => !o);
      } else if (key === 'b') {
        e.preventDefault(); // the spec suppresses Ctrl/Cmd+B
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const collapsed = prefs.sidebarCollapsed;
  const setCollapsed = (v: boolean) => setPrefs(writeUiPrefs({ sidebarCollapsed: v }));
  const setTheme = (theme: Theme) => setPrefs(writeUiPrefs({ theme }));
  const go = (to: string) => {
    setPaletteOpen(false);
    navigate(to);
  };
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success('Signed out', { description: 'You have been successfully signed out.' }),
      onSettled: () => navigate('/'),
    });

  const badgeFor = (kind?: 'pending' | 'unread') => {
    const n = kind === 'pending' ? badges.pendingSessions : kind === 'unread' ? badges.unreadMessages : 0;
    if (!n) return null;
    return (
      <span data-testid={`badge-${kind}`} className={cn('ml-auto rounded-full px-1.5 text-xs font-semibold leading-5', kind === 'unread' ? 'bg-red-600 text-white' : 'bg-brand-100 text-brand-700')}>
        {capBadge(n)}
      </span>
    );
  };

  const activeFor = (item: NavItem) => isActive(pathname, item.to, 'exact' in item ? item.exact : false);
  // Below md the sidebar gives way to a tab bar: the main four sections with their counts, the rest under More.
  const tabItem = (item: NavItem): TabItem => {
    const kind = 'badge' in item ? item.badge : undefined;
    const count = kind === 'pending' ? badges.pendingSessions : kind === 'unread' ? badges.unreadMessages : 0;
    return { to: item.to, label: item.label, icon: item.icon, active: activeFor(item), badge: kind ? { count, label: kind === 'pending' ? 'waiting for you' : 'unread' } : undefined };
  };

  const link = (item: NavItem) => {
    const active = activeFor(item);
    const Icon = item.icon;
    return (
      <Link
        key={item.to}
        to={item.to}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? item.label : undefined}
        className={cn('flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium', active ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800')}
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
        <span className={cn(collapsed && 'sr-only')}>{item.label}</span>
        {!collapsed && badgeFor('badge' in item ? item.badge : undefined)}
      </Link>
    );
  };

  return (
    <div className="flex min-h-screen">
      <SkipLink />
      <RouteFocus heading="h1" />
      <ChatRequestToaster />
      <aside className={cn('sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-all md:flex dark:border-slate-800 dark:bg-slate-950', collapsed ? 'w-16' : 'w-60')} aria-label="Tutor navigation">
        <div className="flex h-14 items-center gap-2 px-4 font-bold">
          <GraduationCap className="h-6 w-6 shrink-0 text-brand-600" aria-hidden />
          <span className={cn(collapsed && 'hidden')}>ExpertConnect</span>
        </div>
        <nav className="flex flex-1 flex-col gap-1 px-2">
          {NAV_ITEMS.map(link)}
          <div className="mt-auto pb-2">{link(PROFILE_ITEM)}</div>
        </nav>
        <button className="flex h-10 items-center justify-center border-t border-slate-200 text-slate-500 dark:border-slate-800" onClick={() => setCollapsed(!collapsed)} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
          {collapsed ? <ChevronsRight className="h-4 w-4" /> : <ChevronsLeft className="h-4 w-4" />}
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/90 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
          <h1 className="truncate text-lg font-semibold">{sectionTitle(pathname)}</h1>
          <div className="ml-auto flex items-center gap-1">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger aria-label="Create" className="inline-flex h-9 items-center gap-1 rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700">
                <Plus className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Create</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
                  {CREATE_ITEMS.map((i) => (
                    <DropdownMenu.Item key={i.label} className={menuItem} onSelect={() => navigate(i.to)}>
                      {i.label}
                      <kbd className="text-xs text-slate-500">{i.shortcut}</kbd>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
            {/* The spec's bell shows the unread-message count; the notifications stay in its panel. */}
            {me && <NotificationBell userId={me.id} messages={{ unread: badges.unreadMessages, to: '/tutor/dashboard/messages' }} />}
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Theme">
                {prefs.theme === 'dark' ? <Moon className="h-5 w-5" /> : prefs.theme === 'light' ? <Sun className="h-5 w-5" /> : <Monitor className="h-5 w-5" />}
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
                  {(['light', 'dark', 'system'] as const).map((t) => (
                    <DropdownMenu.Item key={t} className={menuItem} onSelect={() => setTheme(t)}>
                      {t === 'light' ? 'Light' : t === 'dark' ? 'Dark' : 'System'}
                      {prefs.theme === t && <span aria-hidden>✓</span>}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="User menu">
                <User className="h-5 w-5" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
                  <DropdownMenu.Label className="px-2 py-1.5 text-sm font-semibold">{displayName(me?.profile?.fullName, me?.email)}</DropdownMenu.Label>
                  <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/tutor/dashboard/profile')}>Profile</DropdownMenu.Item>
                  <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/tutor/dashboard/profile')}>Settings</DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
                  <DropdownMenu.Item className={menuItem} onSelect={onSignOut}>Sign out</DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        </header>
        <main id={MAIN_ID} className={cn('mx-auto w-full max-w-[1200px] flex-1 p-4 md:p-6', TAB_BAR_SPACE)}>
          <Outlet />
        </main>
      </div>
      <BottomTabBar label="Tutor sections" items={TAB_ITEMS.map(tabItem)} more={MORE_ITEMS.map(tabItem)} />
      <Dialog open={paletteOpen} onOpenChange={setPaletteOpen} title="Command palette" className="p-0">
        <Command label="Command palette" className="p-2">
          <Command.Input autoFocus placeholder="Type a command or search..." className="h-10 w-full rounded-md border border-slate-300 px-3 text-sm dark:border-slate-700 dark:bg-slate-900" />
          <Command.List className="mt-2 max-h-72 overflow-y-auto">
            <Command.Empty className="p-3 text-sm text-slate-500">No results found.</Command.Empty>
            <Command.Group heading="Go to">
              {[...NAV_ITEMS, PROFILE_ITEM].map((i) => (
                <Command.Item key={i.to} onSelect={() => go(i.to)} className="cursor-pointer rounded px-2 py-1.5 text-sm data-[selected=true]:bg-slate-100 dark:data-[selected=true]:bg-slate-800">{i.label}</Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading="Create">
              {CREATE_ITEMS.map((i) => (
                <Command.Item key={i.label} onSelect={() => go(i.to)} className="cursor-pointer rounded px-2 py-1.5 text-sm data-[selected=true]:bg-slate-100 dark:data-[selected=true]:bg-slate-800">{i.label}</Command.Item>
              ))}
            </Command.Group>
          </Command.List>
        </Command>
      </Dialog>
    </div>
  );
}

export function Component() {
  return (
    <RequireRole role="tutor">
      <Shell />
    </RequireRole>
  );
}

// A phone's navigation: a bar fixed to the bottom of the screen below `md`, with an icon and a label a
// destination, an unread count on the icon, and the rest of the destinations under "More".
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export type TabItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  active: boolean;
  /** A count shown on the icon (hidden at 0), and what it counts, read out after the label. */
  badge?: { count: number; label: string };
};

const tab = 'relative flex h-14 w-full flex-col items-center justify-center gap-0.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600';
const tabColour = (active: boolean) => (active ? 'text-brand-700 dark:text-brand-300' : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100');

/** The count on the icon (its words are in the link's name). */
function Count({ badge }: { badge: TabItem['badge'] }) {
  if (!badge?.count) return null;
  return (
    <span aria-hidden className="absolute left-1/2 top-1 ml-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
      {badge.count > 99 ? '99+' : badge.count}
    </span>
  );
}

/** "Messages, 2 unread": the visible label first, then what the count says. */
const nameOf = (item: TabItem) => (item.badge?.count ? `${item.label}, ${item.badge.count} ${item.badge.label}` : undefined);

function ActiveMark({ active }: { active: boolean }) {
  return active ? <span aria-hidden className="absolute inset-x-4 top-0 h-0.5 rounded-full bg-brand-600 dark:bg-brand-300" /> : null;
}

export function BottomTabBar({ label, items, more }: { label: string; items: TabItem[]; more: TabItem[] }) {
  const moreActive = more.some((i) => i.active);
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${items.length + 1}, minmax(0, 1fr))` }}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link to={item.to} aria-label={nameOf(item)} aria-current={item.active ? 'page' : undefined} className={cn(tab, tabColour(item.active))}>
                <ActiveMark active={item.active} />
                <Icon className="h-5 w-5" aria-hidden />
                <span className="max-w-full truncate px-1">{item.label}</span>
                <Count badge={item.badge} />
              </Link>
            </li>
          );
        })}
        <li>
          {/* Not modal: the page behind stays as it is for assistive technology, and the menu closes on a tap outside. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger aria-label="More sections" className={cn(tab, tabColour(moreActive))}>
              <ActiveMark active={moreActive} />
              <MoreHorizontal className="h-5 w-5" aria-hidden />
              <span>More</span>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content side="top" align="end" sideOffset={8} collisionPadding={8} className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900">
                {more.map((item) => {
                  const Icon = item.icon;
                  return (
                    <DropdownMenu.Item key={item.to} asChild>
                      <Link
                        to={item.to}
                        aria-current={item.active ? 'page' : undefined}
                        className={cn(
                          'flex items-center gap-3 rounded px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                          item.active ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-slate-800 dark:text-slate-200',
                        )}
                      >
                        <Icon className="h-4 w-4 shrink-0" aria-hidden />
                        {item.label}
                      </Link>
                    </DropdownMenu.Item>
                  );
                })}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </li>
      </ul>
    </nav>
  );
}

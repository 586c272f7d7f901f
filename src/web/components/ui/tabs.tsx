import { Tabs as T } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = T.Root;
export const TabsContent = T.Content;

export function TabsList({ children, className }: { children: ReactNode; className?: string }) {
  return <T.List className={cn('inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800', className)}>{children}</T.List>;
}

export function TabsTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <T.Trigger
      value={value}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
        className,
      )}
    >
      {children}
    </T.Trigger>
  );
}

/** A tab list with one trigger a tab. */
export function TabTriggers({ tabs }: { tabs: readonly { value: string; label: ReactNode }[] }) {
  return (
    <TabsList>
      {tabs.map((t) => (
        <TabsTrigger key={t.value} value={t.value}>
          {t.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

import { initials } from '@shared/rules/messaging';
import { cn } from '../../../lib/cn';

export function Avatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-lg' : size === 'sm' ? 'h-8 w-8 text-xs' : 'h-10 w-10 text-sm';
  if (url) return <img src={url} alt="" className={cn('shrink-0 rounded-full object-cover', box)} />;
  return (
    <span aria-hidden className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100', box)}>
      {initials(name)}
    </span>
  );
}

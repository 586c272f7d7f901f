// A live countdown to a session's start: days, hours, minutes and seconds, ticking each second.
import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** Words for screen readers, said once (not at every tick): "2 days 4 hours 5 minutes". */
function spoken(p: ReturnType<typeof parts>) {
  const words = [
    p.days && `${p.days} day${p.days === 1 ? '' : 's'}`,
    p.hours && `${p.hours} hour${p.hours === 1 ? '' : 's'}`,
    `${p.minutes} minute${p.minutes === 1 ? '' : 's'}`,
  ];
  return words.filter(Boolean).join(' ');
}

export function Countdown({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const start = Date.parse(startsAt);
  if (now >= start) {
    return (
      <p className="text-sm font-semibold text-green-700 dark:text-green-300" data-testid="countdown">
        {now < Date.parse(endsAt) ? 'In progress now' : 'Finished'}
      </p>
    );
  }
  const p = parts(start - now);
  const cells = [
    ...(p.days > 0 ? [{ value: String(p.days), unit: p.days === 1 ? 'day' : 'days' }] : []),
    { value: pad(p.hours), unit: 'hrs' },
    { value: pad(p.minutes), unit: 'min' },
    { value: pad(p.seconds), unit: 'sec' },
  ];
  return (
    <div data-testid="countdown">
      <p className="sr-only">Starts in {spoken(p)}</p>
      <div className="flex gap-2" aria-hidden>
        {cells.map((c) => (
          <div key={c.unit} className="min-w-14 rounded-md bg-brand-50 px-2 py-1 text-center dark:bg-brand-700/20">
            <span className="block text-xl font-bold tabular-nums text-brand-700 dark:text-brand-100">{c.value}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-300">{c.unit}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

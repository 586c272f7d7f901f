// The class's people: the tutor (host) and every seat's student, who is here now, when each first joined (in the
// viewer's zone), raised hands and mutes; the tutor's controls per student (mute, spotlight, lower a hand).
import { Crown, Hand, MicOff, Star } from 'lucide-react';
import type { ClassDto, ClassMemberDto } from '@shared/schemas/live';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useMuteStudent, useRaiseHand, useSpotlight } from '../api/class';
import { roomToast } from '../lib/room-toast';

type Props = { bookingId: string; klass: ClassDto; myUserId: string; timezone: string };

const failed = (what: string) => (err: unknown) => roomToast.error(`Failed to ${what}`, { description: errorMessage(err) });

export function ClassRoster({ bookingId, klass, myUserId, timezone }: Props) {
  const isTutor = klass.role === 'tutor';
  const mute = useMuteStudent(bookingId);
  const spotlight = useSpotlight(bookingId);
  const hand = useRaiseHand(bookingId);
  const here = klass.roster.filter((m) => m.present).length;
  const busy = mute.isPending || spotlight.isPending || hand.isPending;

  const row = (m: ClassMemberDto) => {
    const me = m.userId === myUserId;
    const lit = klass.spotlightUserId === m.userId;
    return (
      <li key={m.userId} className="flex flex-col gap-1.5 py-2" data-testid="roster-member" data-user-id={m.userId} data-present={m.present}>
        <div className="flex min-w-0 items-start gap-2">
          <span
            className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${m.present ? 'bg-green-500' : 'bg-slate-300 dark:bg-slate-600'}`}
            aria-hidden
          />
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium">
              <span className="truncate">{m.name}</span>
              {me && <span className="shrink-0 text-xs font-normal text-slate-500 dark:text-slate-400">(you)</span>}
              {m.role === 'tutor' && <Crown className="h-3.5 w-3.5 shrink-0 text-brand-600 dark:text-brand-100" aria-label="Host" />}
              {lit && <Star className="h-3.5 w-3.5 shrink-0 fill-yellow-400 text-yellow-500" aria-label="In the spotlight" />}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              <span className="sr-only">{m.present ? 'Here now. ' : 'Not here now. '}</span>
              {m.joinedAt ? `Joined ${formatTime(m.joinedAt, timezone, { zoneName: true })}` : 'Not joined yet'}
            </p>
          </div>
          {(m.handRaisedAt || m.muted) && (
            <div className="flex shrink-0 flex-wrap justify-end gap-1">
              {m.handRaisedAt && (
                <Badge tone="yellow" data-testid="hand-raised">
                  <Hand className="h-3 w-3" aria-hidden /> Hand raised
                </Badge>
              )}
              {m.muted && (
                <Badge tone="red" data-testid="muted">
                  <MicOff className="h-3 w-3" aria-hidden /> Muted
                </Badge>
              )}
            </div>
          )}
        </div>
        {isTutor && (
          <div className="flex flex-wrap gap-1 pl-4.5">
            {m.role === 'student' && m.handRaisedAt && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => hand.mutate({ raised: false, userId: m.userId }, { onError: failed('lower the hand') })}>
                Lower hand<span className="sr-only"> of {m.name}</span>
              </Button>
            )}
            {m.role === 'student' && (
              <Button
                size="sm"
                variant={m.muted ? 'destructive' : 'outline'}
                aria-pressed={m.muted}
                disabled={busy}
                onClick={() => mute.mutate({ userId: m.userId, muted: !m.muted }, { onError: failed(m.muted ? 'unmute' : 'mute') })}
              >
                {m.muted ? 'Unmute' : 'Mute'}
                <span className="sr-only"> {m.name}</span>
              </Button>
            )}
            <Button
              size="sm"
              variant={lit ? 'primary' : 'outline'}
              aria-pressed={lit}
              disabled={busy}
              onClick={() => spotlight.mutate({ userId: lit ? null : m.userId }, { onError: failed('change the spotlight') })}
            >
              {lit ? 'Unspotlight' : 'Spotlight'}
              <span className="sr-only"> {m.name}</span>
            </Button>
          </div>
        )}
      </li>
    );
  };

  return (
    <section aria-labelledby="roster-title" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h2 id="roster-title" className="flex items-baseline justify-between text-sm font-semibold">
        People <span className="text-xs font-normal text-slate-600 dark:text-slate-400">{here} of {klass.roster.length} here</span>
      </h2>
      <ul aria-label="Class roster" className="divide-y divide-slate-200 dark:divide-slate-700">
        {klass.roster.map(row)}
      </ul>
    </section>
  );
}

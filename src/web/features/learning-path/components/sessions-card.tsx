// One subject's sessions as a timeline: upcoming ones first, then what each completed session covered and
// the next steps its summary suggested.
import { useState } from 'react';
import { CalendarClock, CheckCircle2, ListChecks } from 'lucide-react';
import type { SessionEntry } from '@shared/schemas/learning-path';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../lib/format';

/** Sessions shown before "Show all". */
const FIRST = 5;

function Entry({ e, timezone, viewer }: { e: SessionEntry; timezone: string; viewer: 'student' | 'tutor' }) {
  const upcoming = e.status === 'upcoming';
  return (
    <li className="relative pb-5 pl-7 last:pb-0" data-testid="path-session">
      <span className="absolute bottom-0 left-[9px] top-6 w-px bg-slate-200 dark:bg-slate-700" aria-hidden />
      {upcoming ? (
        <CalendarClock className="absolute left-0 top-0.5 h-5 w-5 text-blue-600 dark:text-blue-400" aria-hidden />
      ) : (
        <CheckCircle2 className="absolute left-0 top-0.5 h-5 w-5 text-green-600 dark:text-green-400" aria-hidden />
      )}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="font-medium">{e.title ?? 'Session notes'}</p>
        {upcoming && <Badge tone="blue">Upcoming</Badge>}
        {viewer === 'tutor' && e.summary && !e.summary.sharedAt && <Badge tone="yellow">Summary not shared</Badge>}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {upcoming ? formatDateTime(e.at, timezone, { style: 'weekday', zoneName: true }) : formatDate(e.at, timezone)}
        {/* A tutor sees only their own sessions with the student: no need to name them. */}
        {viewer === 'student' && ` · with ${e.tutorName}`}
      </p>
      {e.summary ? (
        <div className="mt-2 space-y-2 text-sm">
          {e.summary.topicsCovered.length > 0 && (
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Covered</p>
              <ul className="mt-1 flex flex-wrap gap-1" aria-label="Topics covered">
                {e.summary.topicsCovered.map((t) => (
                  <li key={t}>
                    <Badge tone="brand">{t}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {e.summary.nextSteps.length > 0 && (
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Next steps</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {e.summary.nextSteps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        !upcoming && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {viewer === 'tutor' ? 'No summary yet — write one in Session Summaries.' : 'No summary shared for this session yet.'}
          </p>
        )
      )}
    </li>
  );
}

export function SessionsCard({ sessions, timezone, viewer }: { sessions: SessionEntry[]; timezone: string; viewer: 'student' | 'tutor' }) {
  const [all, setAll] = useState(false);
  const shown = all ? sessions : sessions.slice(0, FIRST);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="h-5 w-5" aria-hidden /> Sessions
        </CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No sessions in this subject yet.</p>
        ) : (
          <>
            <ol className="space-y-0">
              {shown.map((e, i) => (
                <Entry key={e.summary?.id ?? e.bookingId ?? i} e={e} timezone={timezone} viewer={viewer} />
              ))}
            </ol>
            {sessions.length > FIRST && (
              <Button variant="ghost" size="sm" className="mt-3" aria-expanded={all} onClick={() => setAll((v) => !v)}>
                {all ? 'Show fewer' : `Show all ${sessions.length} sessions`}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

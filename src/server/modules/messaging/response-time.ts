// How quickly a tutor answers: per conversation, the time from the student's first message in the period to
// the tutor's first message after it; the median over the conversations the tutor answered. Shown on the
// public profile ("Usually replies within …").
import { executeStatement } from '../../db/prepared';
import type { Deps } from '../../deps';

/** The period looked at. */
const RESPONSE_TIME_DAYS = 90;

// Both lookups are ranges of the (thread, seq) index; seq is the server order, so "after" is by seq.
const RESPONSE_TIME_SQL = `
select percentile_cont(0.5) within group (order by extract(epoch from (r.replied_at - f.asked_at)))
from (
  select t.id, q.seq, q.created_at as asked_at
  from message_threads t
  cross join lateral (
    select m.seq, m.created_at from messages m
    where m.thread_id = t.id and m.sender_id = t.student_id and m.created_at >= $2::timestamptz
    order by m.seq limit 1
  ) q
  where t.expert_id = $1::uuid
) f
join expert_profiles e on true
cross join lateral (
  select m.created_at as replied_at from messages m
  where m.thread_id = f.id and m.sender_id = e.user_id and m.seq > f.seq
  order by m.seq limit 1
) r
where e.id = $1::uuid`;

/** A 90-day median moves slowly: each tutor's figure is kept this long per database. */
const CACHE_MS = 5 * 60_000;
const CACHE_MAX = 10_000;
const cache = new WeakMap<object, Map<string, { at: number; minutes: number | null }>>();

/** Median minutes (at least 1) to the tutor's first reply over the last RESPONSE_TIME_DAYS days; null when unknown. */
export async function tutorResponseMinutes(deps: Pick<Deps, 'db' | 'now'>, expertId: string): Promise<number | null> {
  const now = deps.now().getTime();
  let byExpert = cache.get(deps.db);
  if (!byExpert) cache.set(deps.db, (byExpert = new Map()));
  const hit = byExpert.get(expertId);
  if (hit && now - hit.at >= 0 && now - hit.at < CACHE_MS) return hit.minutes;
  const since = new Date(now - RESPONSE_TIME_DAYS * 86_400_000);
  const [row] = await executeStatement(deps.db, 'tutor_response_time', RESPONSE_TIME_SQL, [expertId, since]);
  const seconds = row?.[0];
  const minutes = seconds == null ? null : Math.max(1, Math.round(Number(seconds) / 60));
  if (byExpert.size >= CACHE_MAX) byExpert.clear();
  byExpert.set(expertId, { at: now, minutes });
  return minutes;
}

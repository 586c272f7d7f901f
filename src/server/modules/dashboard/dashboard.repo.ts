// The dashboards' figures, aggregated in SQL (read only). Local weeks and months come from
// `timestamptz at time zone <zone>`, so a session counts in the week or month its viewer saw it in.
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors';
import { STUDENT_WEEKS, TUTOR_MONTHS, dashboardMessages } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { sqlState } from '../../db/pg-error';
import { profiles, user } from '../../db/schema';

const MAX_SUBJECTS = 8;
const MAX_REQUESTS = 5;
/** Payment states in which money reached the platform (a refund nets out what went back). */
const MONEY_IN = sql`('paid', 'partially_refunded', 'refunded')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  try {
    const result = await db.execute(query);
    return (result as unknown as { rows: T[] }).rows;
  } catch (err) {
    // A zone the browser knows and the database's zone list does not (newer than its tz data): the asker's to fix.
    if (sqlState(err) === '22023') throw new AppError('VALIDATION', dashboardMessages.badZone, { fields: { timeZone: dashboardMessages.badZone }, cause: err });
    throw err;
  }
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** A live booking the other side can still act on: not cancelled, not finished, not held for payment. */
const liveFor = (now: Date) => sql`b.status in ('pending', 'confirmed') and b.ends_at > ${at(now)}`;

export const dashboardRepo = (db: Db) => ({
  /** Hours and sessions completed in each of the last STUDENT_WEEKS local weeks (Monday first), oldest first. */
  async weeklyHours(studentId: string, zone: string, now: Date) {
    const list = await rows<{ week_start: string; hours: string; sessions: number }>(
      db,
      sql`
      with weeks as (
        select (date_trunc('week', ${at(now)} at time zone ${zone}) - make_interval(weeks => g))::date as week_start
        from generate_series(0, ${STUDENT_WEEKS - 1}::int) g
      )
      select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
        round(coalesce(sum(extract(epoch from b.ends_at - b.scheduled_at)) / 3600, 0)::numeric, 1)::text as hours,
        count(b.id)::int as sessions
      from weeks w
      left join bookings b on b.student_id = ${studentId} and b.status = 'completed'
        and date_trunc('week', b.scheduled_at at time zone ${zone})::date = w.week_start
      group by w.week_start
      order by w.week_start`,
    );
    return list.map((r) => ({ weekStart: r.week_start, hours: Number(r.hours), sessions: r.sessions }));
  },

  /** Completed and still-to-come sessions by the offering's category, most first. */
  async subjects(studentId: string, now: Date) {
    const list = await rows<{ subject: string; completed: number; upcoming: number }>(
      db,
      sql`
      select coalesce(nullif(trim(o.category), ''), 'Other') as subject,
        count(*) filter (where b.status = 'completed')::int as completed,
        count(*) filter (where ${liveFor(now)})::int as upcoming
      from bookings b
      left join offerings o on o.id = b.offering_id
      where b.student_id = ${studentId} and (b.status = 'completed' or (${liveFor(now)}))
      group by 1
      order by count(*) desc, 1
      limit ${MAX_SUBJECTS}`,
    );
    return list;
  },

  /** The lesson plan shared with the student for their next live session, newest share first. */
  async nextPlan(studentId: string, now: Date) {
    const [row] = await rows<{ booking_id: string; content: { title?: string; objectives?: string[]; activities?: { name: string; minutes: number }[] } }>(
      db,
      sql`
      with next as (
        select b.id from bookings b
        where b.student_id = ${studentId} and ${liveFor(now)}
        order by b.scheduled_at, b.id limit 1
      )
      select lp.booking_id, lp.content_json as content
      from next join lesson_plans lp on lp.booking_id = next.id and lp.student_id = ${studentId} and lp.shared_at is not null
      order by lp.shared_at desc
      limit 1`,
    );
    return row ?? null;
  },

  /** Completed sessions, hours and earnings in each of the last TUTOR_MONTHS local months, oldest first. */
  async monthly(expertId: string, zone: string, now: Date) {
    const list = await rows<{ month: string; sessions: number; hours: string; paid: string; booked: string }>(
      db,
      sql`
      with months as (
        select to_char(date_trunc('month', ${at(now)} at time zone ${zone}) - make_interval(months => g), 'YYYY-MM') as month
        from generate_series(0, ${TUTOR_MONTHS - 1}::int) g
      ),
      done as (
        select to_char(b.scheduled_at at time zone ${zone}, 'YYYY-MM') as month,
          extract(epoch from b.ends_at - b.scheduled_at) / 3600 as hours,
          -- The tutor's share: the payment less the fee, less the refunded part (its fee share goes back too).
          case when p.status in ${MONEY_IN}
            then (p.amount - p.fee) - (p.refunded_amount - round(p.fee::numeric * p.refunded_amount / p.amount)) else 0 end as paid,
          case when p.status in ${MONEY_IN} then 0 else b.total_amount end as booked
        from bookings b
        left join payments p on p.booking_id = b.id
        where b.expert_id = ${expertId} and b.status = 'completed'
          and b.scheduled_at >= (date_trunc('month', ${at(now)} at time zone ${zone}) - make_interval(months => ${TUTOR_MONTHS - 1}::int)) at time zone ${zone}
      )
      select m.month, count(d.month)::int as sessions,
        round(coalesce(sum(d.hours), 0)::numeric, 1)::text as hours,
        coalesce(sum(d.paid), 0)::bigint::text as paid,
        coalesce(sum(d.booked), 0)::bigint::text as booked
      from months m left join done d on d.month = m.month
      group by m.month
      order by m.month`,
    );
    return list.map((r) => ({ month: r.month, sessions: r.sessions, hours: Number(r.hours), paid: Number(r.paid), bookedValue: Number(r.booked) }));
  },

  /** Sessions booked (pending or confirmed, not held for payment) in the current local month. */
  async scheduledThisMonth(expertId: string, zone: string, now: Date) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from bookings b
      where b.expert_id = ${expertId} and b.status in ('pending', 'confirmed') and b.hold_expires_at is null
        and date_trunc('month', b.scheduled_at at time zone ${zone}) = date_trunc('month', ${at(now)} at time zone ${zone})`,
    );
    return row?.n ?? 0;
  },

  /** Requests awaiting the tutor's answer (a booking held for payment is not one yet), soonest first. */
  async requests(expertId: string, now: Date) {
    const list = await rows<{ id: string; student_name: string; title: string | null; scheduled_at: string | Date; ends_at: string | Date; amount: number; total: number }>(
      db,
      sql`
      select b.id, ${personName(profiles, user)} as student_name, o.title,
        b.scheduled_at, b.ends_at, b.total_amount as amount, count(*) over ()::int as total
      from bookings b
      join ${user} on ${user.id} = b.student_id
      left join ${profiles} on ${profiles.userId} = b.student_id
      left join offerings o on o.id = b.offering_id
      where b.expert_id = ${expertId} and b.status = 'pending' and b.hold_expires_at is null and b.ends_at > ${at(now)}
      order by b.scheduled_at, b.id
      limit ${MAX_REQUESTS}`,
    );
    return {
      count: list[0]?.total ?? 0,
      items: list.map((r) => ({
        bookingId: r.id,
        studentName: r.student_name,
        offeringTitle: r.title ?? 'Unknown Offer',
        scheduledAt: new Date(r.scheduled_at).toISOString(),
        endsAt: new Date(r.ends_at).toISOString(),
        amount: r.amount,
      })),
    };
  },
});

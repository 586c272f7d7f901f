import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../../../shared/rules/availability-settings';
import type { ScheduleRule } from '../../../shared/rules/weekly-schedule';
import { availabilityOverrides, availabilitySettings, availabilitySlots, bookings, domains, expertProfiles, offerings, profiles } from '../../db/schema';

export type SlotRow = typeof availabilitySlots.$inferSelect;
export type NewSlot = typeof availabilitySlots.$inferInsert;
export type SettingsRow = typeof availabilitySettings.$inferSelect;

const LIVE = ['pending', 'confirmed'];

export const availabilityRepo = (db: Db) => ({
  listSlots(tutorId: string, from: Date, to: Date) {
    return db
      .select()
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.tutorId, tutorId), lt(availabilitySlots.startTime, to), gt(availabilitySlots.endTime, from)))
      .orderBy(asc(availabilitySlots.startTime))
      .limit(5000);
  },
  async findSlot(tutorId: string, id: string) {
    const [row] = await db
      .select()
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.id, id), eq(availabilitySlots.tutorId, tutorId)))
      .limit(1);
    return row ?? null;
  },
  /** This slot and the later ones of its series. */
  seriesFrom(tutorId: string, seriesId: string, start: Date) {
    return db
      .select()
      .from(availabilitySlots)
      .where(and(eq(availabilitySlots.tutorId, tutorId), eq(availabilitySlots.seriesId, seriesId), gte(availabilitySlots.startTime, start)))
      .orderBy(asc(availabilitySlots.startTime));
  },
  insertSlots(rows: NewSlot[]) {
    return db.insert(availabilitySlots).values(rows).returning();
  },
  async updateSlots(changes: { id: string; values: Partial<NewSlot> }[]) {
    if (!changes.length) return [];
    return db.transaction(async (tx) => {
      const out: SlotRow[] = [];
      for (const c of changes) {
        const [row] = await tx
          .update(availabilitySlots)
          .set({ ...c.values, updatedAt: new Date() })
          .where(eq(availabilitySlots.id, c.id))
          .returning();
        if (row) out.push(row);
      }
      return out;
    });
  },
  async deleteSlots(tutorId: string, ids: string[]) {
    if (!ids.length) return 0;
    const rows = await db
      .delete(availabilitySlots)
      .where(and(eq(availabilitySlots.tutorId, tutorId), inArray(availabilitySlots.id, ids)))
      .returning({ id: availabilitySlots.id });
    return rows.length;
  },
  /** Pending and confirmed bookings of this expert overlapping [from, to), with offer title and student name. */
  liveBookings(expertId: string, from: Date, to: Date) {
    return db
      .select({
        id: bookings.id,
        scheduledAt: bookings.scheduledAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
        offeringTitle: offerings.title,
        studentName: profiles.fullName,
      })
      .from(bookings)
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
      .where(and(eq(bookings.expertId, expertId), inArray(bookings.status, LIVE), lt(bookings.scheduledAt, to), gt(bookings.endsAt, from)))
      .orderBy(asc(bookings.scheduledAt))
      .limit(2000);
  },
  async findSettings(tutorId: string) {
    const [row] = await db.select().from(availabilitySettings).where(eq(availabilitySettings.tutorId, tutorId)).limit(1);
    return row ?? null;
  },
  /** Inserts the defaults unless a row exists; returns the stored row either way. */
  async upsertSettings(values: typeof availabilitySettings.$inferInsert) {
    const { tutorId: _t, ...rest } = values;
    const [row] = await db
      .insert(availabilitySettings)
      .values(values)
      .onConflictDoUpdate({ target: availabilitySettings.tutorId, set: { ...rest, updatedAt: sql`now()` } })
      .returning();
    return row;
  },
  /** Date overrides from a date on, by date. */
  overridesFrom(tutorId: string, fromDate: string) {
    return db
      .select()
      .from(availabilityOverrides)
      .where(and(eq(availabilityOverrides.tutorId, tutorId), gte(availabilityOverrides.date, fromDate)))
      .orderBy(asc(availabilityOverrides.date))
      .limit(1000);
  },
  /**
   * Saves the weekly schedule in one transaction: the settings row (created with the defaults when missing), the
   * overrides from `today` on (earlier ones are history and stay), and the future slots of the folded series.
   */
  saveSchedule(tutorId: string, rule: ScheduleRule, today: string, fold: { seriesIds: string[]; from: Date }) {
    return db.transaction(async (tx) => {
      const { defaultTimezone: _tz, ...defaults } = DEFAULT_AVAILABILITY_SETTINGS;
      await tx
        .insert(availabilitySettings)
        .values({ tutorId, ...defaults, defaultTimezone: rule.timezone, weeklySchedule: rule.weekly })
        .onConflictDoUpdate({ target: availabilitySettings.tutorId, set: { defaultTimezone: rule.timezone, weeklySchedule: rule.weekly, updatedAt: sql`now()` } });
      await tx.delete(availabilityOverrides).where(and(eq(availabilityOverrides.tutorId, tutorId), gte(availabilityOverrides.date, today)));
      if (rule.overrides.length) {
        await tx.insert(availabilityOverrides).values(rule.overrides.map((o) => ({ tutorId, date: o.date, ranges: o.ranges, label: o.label })));
      }
      if (fold.seriesIds.length) {
        await tx
          .delete(availabilitySlots)
          .where(and(eq(availabilitySlots.tutorId, tutorId), inArray(availabilitySlots.seriesId, fold.seriesIds), gte(availabilitySlots.startTime, fold.from)));
      }
    });
  },
  /** What the readiness checklist reads about a tutor besides open time. */
  async readinessFacts(tutorId: string) {
    const [row] = await db
      .select({
        avatarUrl: profiles.avatarUrl,
        languages: expertProfiles.languages,
        offers: sql<number>`(select count(*)::int from offerings o where o.expert_id = ${expertProfiles.id} and o.is_active)`,
        customDomain: expertProfiles.customDomain,
        listedDomain: domains.name,
        // The median price of an hour over the published one-to-one offers of other tutors in the same domain.
        medianHourly: sql<number | null>`(select percentile_cont(0.5) within group (order by o.price * 60.0 / o.duration_minutes)
            from offerings o join expert_profiles x on x.id = o.expert_id
            where x.domain_id = ${expertProfiles.domainId} and x.id <> ${expertProfiles.id} and o.is_active and not o.is_trial and o.max_students = 1)`,
        basedOn: sql<number>`(select count(*)::int from offerings o join expert_profiles x on x.id = o.expert_id
            where x.domain_id = ${expertProfiles.domainId} and x.id <> ${expertProfiles.id} and o.is_active and not o.is_trial and o.max_students = 1)`,
      })
      .from(expertProfiles)
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
      .where(eq(expertProfiles.id, tutorId))
      .limit(1);
    return row ?? null;
  },
});

// The tutor's own offers: CRUD scoped to the caller's expert profile (others' ids are 404),
// plus measured analytics and the reviews of this tutor's sessions.
import { TZDate } from '@date-fns/tz';
import { addMonths, format, startOfMonth } from 'date-fns';
import { AppError } from '../../../shared/errors';
import {
  offerShapeProblem,
  offeringMessages,
  type Offering,
  type OfferingAnalytics,
  type OfferingReviews,
  type offeringInputSchema,
  type offeringUpdateSchema,
} from '../../../shared/schemas/offerings';
import type { z } from 'zod';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { offeringsRepo, TRIAL_TAKEN, type OfferingRow } from './offerings.repo';
import { refreshExpertSearchProfile } from '../profiles/profiles.service';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

type Ctx = { deps: Deps; actor: Actor };

function toOffering(r: OfferingRow): Offering {
  return {
    id: r.id,
    expertId: r.expertId,
    title: r.title,
    description: r.description,
    price: r.price,
    durationMinutes: r.durationMinutes,
    maxStudents: r.maxStudents,
    category: r.category,
    isActive: r.isActive,
    isTrial: r.isTrial,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function expertIdOf(actor: Actor): string {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', offeringMessages.noProfile);
  return actor.expertProfileId;
}

async function canonicalCategory(deps: Deps, category: string | null | undefined) {
  if (category == null) return category;
  const name = await offeringsRepo(deps.db).domainName(category);
  if (!name) throw new AppError('VALIDATION', offeringMessages.category, { fields: { category: offeringMessages.category } });
  return name;
}

/** After any change to an offer: search reads the published offers' text and what it says the tutor teaches. */
async function publishChanged(deps: Deps, actor: Actor, id: string) {
  if (actor.expertProfileId) await refreshExpertSearchProfile(deps, actor.expertProfileId);
  await publishEvent(deps.bus, `user:${actor.userId}`, 'offering.changed', { id });
}

const trialTaken = () => new AppError('CONFLICT', offeringMessages.trialTaken);

/** A write's row, or the clear refusal when it would publish a second trial offer (the index has the last word). */
function written<T>(row: T | typeof TRIAL_TAKEN): T {
  if (row === TRIAL_TAKEN) throw trialTaken();
  return row;
}

export async function listOfferings({ deps, actor }: Ctx): Promise<Offering[]> {
  const rows = await offeringsRepo(deps.db).list(expertIdOf(actor));
  return rows.map(toOffering);
}

export async function getOffering({ deps, actor, id }: Ctx & { id: string }): Promise<Offering> {
  const row = await offeringsRepo(deps.db).find(expertIdOf(actor), id);
  if (!row) throw new AppError('NOT_FOUND', offeringMessages.notFound);
  return toOffering(row);
}

export async function createOffering({ deps, actor, input }: Ctx & { input: z.output<typeof offeringInputSchema> }): Promise<Offering> {
  const expertId = expertIdOf(actor);
  const category = await canonicalCategory(deps, input.category);
  const repo = offeringsRepo(deps.db);
  if (input.isTrial && (await repo.publishedTrial(expertId))) throw trialTaken();
  const row = written(await repo.insert({ ...input, category, expertId, isActive: true }));
  await publishChanged(deps, actor, row.id);
  return toOffering(row);
}

export async function updateOffering({ deps, actor, id, input }: Ctx & { id: string; input: z.output<typeof offeringUpdateSchema> }): Promise<Offering> {
  const expertId = expertIdOf(actor);
  const values = { ...input };
  if (input.category !== undefined) values.category = await canonicalCategory(deps, input.category);
  const repo = offeringsRepo(deps.db);
  const current = await repo.find(expertId, id);
  if (!current) throw new AppError('NOT_FOUND', offeringMessages.notFound);
  // The offer as it would be after the change keeps the shape rule, and publishes at most one trial.
  const next = { ...current, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) } as OfferingRow;
  const problem = offerShapeProblem(next);
  if (problem) throw new AppError('VALIDATION', problem.message, { fields: { [problem.field]: problem.message } });
  if (next.isTrial && next.isActive && (await repo.publishedTrial(expertId, id))) throw trialTaken();
  const row = written(await repo.update(expertId, id, values));
  if (!row) throw new AppError('NOT_FOUND', offeringMessages.notFound);
  await publishChanged(deps, actor, row.id);
  return toOffering(row);
}

export async function duplicateOffering({ deps, actor, id }: Ctx & { id: string }): Promise<Offering> {
  const expertId = expertIdOf(actor);
  const repo = offeringsRepo(deps.db);
  const src = await repo.find(expertId, id);
  if (!src) throw new AppError('NOT_FOUND', offeringMessages.notFound);
  // A copy of the trial offer starts as a draft: only one trial is published at a time.
  const row = written(
    await repo.insert({
      expertId,
      title: `${src.title} (Copy)`,
      description: src.description,
      price: src.price,
      durationMinutes: src.durationMinutes,
      maxStudents: src.maxStudents,
      category: src.category,
      isTrial: src.isTrial,
      isActive: !src.isTrial,
    }),
  );
  await publishChanged(deps, actor, row.id);
  return toOffering(row);
}

export async function deleteOffering({ deps, actor, id }: Ctx & { id: string }): Promise<void> {
  const removed = await offeringsRepo(deps.db).remove(expertIdOf(actor), id);
  if (!removed) throw new AppError('NOT_FOUND', offeringMessages.notFound);
  await publishChanged(deps, actor, id);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function offeringAnalytics({ deps, actor }: Ctx): Promise<OfferingAnalytics> {
  const expertId = expertIdOf(actor);
  const repo = offeringsRepo(deps.db);
  const tz = actor.timezone || DEFAULT_TIME_ZONE;
  const firstMonth = startOfMonth(addMonths(new TZDate(deps.now().getTime(), tz), -5));
  const [views, counts, rating, months, perOffering] = await Promise.all([
    repo.viewCounts(expertId),
    repo.bookingCounts(expertId),
    repo.ratingSummary(expertId),
    repo.earningsByMonth(expertId, tz, firstMonth),
    repo.perOffering(expertId),
  ]);
  const byMonth = new Map(months.map((m) => [m.month, m.amount]));
  const earningsByMonth = Array.from({ length: 6 }, (_, i) => {
    const month = format(addMonths(firstMonth, i), 'yyyy-MM');
    return { month, amount: byMonth.get(month) ?? 0 };
  });
  const totalViews = views.profile + views.offer;
  return {
    profileViews: views.profile,
    offerViews: views.offer,
    totalViews,
    bookings: counts.live,
    completedSessions: counts.completed,
    conversionRate: totalViews > 0 ? round1((counts.live / totalViews) * 100) : null,
    averageRating: rating.average == null ? null : round1(rating.average),
    reviewCount: rating.count,
    earningsByMonth,
    totalEarnings: counts.earnings,
    perOffering,
  };
}

export async function offeringReviews({ deps, actor }: Ctx): Promise<OfferingReviews> {
  const rows = await offeringsRepo(deps.db).reviews(expertIdOf(actor));
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      studentName: r.studentName?.trim() || 'Unknown Student',
      offeringTitle: r.offeringTitle ?? 'Unknown Offer',
    })),
  };
}

/** Offers filed under one category name move to another, committed with the operator's category edit. */
export async function renameOfferCategory(tx: Tx, from: string, to: string): Promise<void> {
  await offeringsRepo(tx).renameCategory(from, to);
}

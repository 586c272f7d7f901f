// Saved tutors: a student hearts a public tutor (idempotent), removes the heart, and lists them as cards.
import { AppError } from '../../../shared/errors';
import type { SavedExpertsResponse } from '../../../shared/schemas/saved';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { cardsByIds } from '../experts/experts.service';
import { savedRepo } from './saved.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requirePublicExpert(deps: Deps, expertId: string) {
  if (!UUID.test(expertId) || !(await savedRepo(deps.db).expertIsPublic(expertId))) throw new AppError('NOT_FOUND', 'Expert not found');
}

export async function saveExpert({ deps, actor, expertId }: { deps: Deps; actor: Actor; expertId: string }): Promise<void> {
  await requirePublicExpert(deps, expertId);
  await savedRepo(deps.db).save(actor.userId, expertId);
}

/** Removing a tutor that is not saved is not an error; an expert that does not exist is. */
export async function unsaveExpert({ deps, actor, expertId }: { deps: Deps; actor: Actor; expertId: string }): Promise<void> {
  if (!UUID.test(expertId)) throw new AppError('NOT_FOUND', 'Expert not found');
  const repo = savedRepo(deps.db);
  await repo.remove(actor.userId, expertId);
}

export async function listSavedExperts({ deps, actor }: { deps: Deps; actor: Actor }): Promise<SavedExpertsResponse> {
  const ids = await savedRepo(deps.db).listIds(actor.userId);
  return { items: await cardsByIds({ deps, ids }) };
}

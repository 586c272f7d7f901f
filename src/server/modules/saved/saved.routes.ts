import { savedExpertParamsSchema, savedExpertsResponseSchema } from '../../../shared/schemas/saved';
import { route, type RouteDef } from '../../http/route';
import { listSavedExperts, saveExpert, unsaveExpert } from './saved.service';

const tags = ['saved-experts'];

export const savedRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/saved-experts',
    access: 'student',
    summary: "The student's saved tutors as cards, most recently saved first",
    tags,
    response: savedExpertsResponseSchema,
    handler: ({ deps, actor }) => listSavedExperts({ deps, actor }),
  }),
  route({
    method: 'PUT',
    path: '/saved-experts/:expertId',
    access: 'student',
    summary: 'Save a tutor (saving again changes nothing)',
    tags,
    params: savedExpertParamsSchema,
    response: 'empty',
    handler: ({ deps, actor, params }) => saveExpert({ deps, actor, expertId: params.expertId }),
  }),
  route({
    method: 'DELETE',
    path: '/saved-experts/:expertId',
    access: 'student',
    summary: 'Remove a saved tutor (removing one that is not saved changes nothing)',
    tags,
    params: savedExpertParamsSchema,
    response: 'empty',
    handler: ({ deps, actor, params }) => unsaveExpert({ deps, actor, expertId: params.expertId }),
  }),
];

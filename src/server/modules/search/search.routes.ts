import { tutorSearchBodySchema, tutorSearchResponseSchema } from '../../../shared/schemas/search';
import { route, type RouteDef } from '../../http/route';
import { tutorSearch } from './search.service';

export const searchRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: '/ai/tutor-search',
    access: 'public',
    summary: 'AI tutor search: a sentence in, ranked experts with match scores and the understood criteria out',
    tags: ['search'],
    body: tutorSearchBodySchema,
    // The search contract answers blank and over-long queries with 400.
    invalidStatus: 400,
    response: tutorSearchResponseSchema,
    handler: ({ deps, actor, body }) => tutorSearch({ deps, actor, input: body }),
  }),
];

import { z } from 'zod';
import {
  domainSchema,
  expertIdParamsSchema,
  expertListResponseSchema,
  listExpertsQuerySchema,
  publicExpertSchema,
} from '../../../shared/schemas/experts';
import { viewerOf } from '../../http/client-ip';
import { route, type RouteDef } from '../../http/route';
import { listDomains as listTaxonomy } from '../taxonomy/taxonomy.service';
import { getPublicExpert, listExperts, recordProfileView } from './experts.service';

export const expertsRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/domains',
    access: 'public',
    revalidate: true,
    sharedForGuests: true,
    summary: 'Skill categories with their parent and aliases, ordered by name',
    tags: ['experts'],
    response: z.array(domainSchema),
    handler: ({ deps }) => listTaxonomy({ deps }),
  }),
  route({
    method: 'GET',
    path: '/experts',
    access: 'public',
    revalidate: true,
    sharedForGuests: true,
    summary: 'Public expert cards, filtered (price, language, rating, verified, trial, days and hours in tz) and sorted (keyset pagination)',
    tags: ['experts'],
    query: listExpertsQuerySchema,
    response: expertListResponseSchema,
    handler: ({ deps, actor, query }) => listExperts({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/experts/:id',
    access: 'public',
    revalidate: true,
    summary: 'One public expert with active offerings and a reviews summary (records a profile view)',
    tags: ['experts'],
    params: expertIdParamsSchema,
    response: publicExpertSchema,
    handler: ({ deps, params }) => getPublicExpert({ deps, id: params.id }),
    afterAnswer: ({ deps, actor, params, c }, expert) =>
      recordProfileView(
        deps,
        params.id,
        expert.offerings.map((o) => o.id),
        viewerOf(c, deps.env.TRUST_PROXY, actor),
      ),
  }),
];

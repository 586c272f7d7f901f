import { z } from 'zod';
import { adminDomainSchema, createDomainSchema, deleteDomainQuerySchema, updateDomainSchema } from '../../../shared/schemas/taxonomy';
import { route, type RouteDef } from '../../http/route';
import { createDomain, deleteDomain, listAdminDomains, updateDomain } from './taxonomy.admin';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });

export const taxonomyRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/admin/domains',
    access: 'admin',
    summary: 'Every category with its parent, aliases, origin and how many tutors and offers use it',
    tags,
    response: z.array(adminDomainSchema),
    handler: ({ deps }) => listAdminDomains({ deps }),
  }),
  route({
    method: 'POST',
    path: '/admin/domains',
    access: 'admin',
    summary: 'Adds a category (409 when the name or an alias is taken)',
    tags,
    body: createDomainSchema,
    status: 201,
    response: adminDomainSchema,
    handler: ({ deps, body }) => createDomain({ deps, input: body }),
  }),
  route({
    method: 'PATCH',
    path: '/admin/domains/:id',
    access: 'admin',
    summary: "Renames a category or sets its parent or aliases (400 when the parent is one of its own subcategories)",
    tags,
    params: idParams,
    body: updateDomainSchema,
    response: adminDomainSchema,
    handler: ({ deps, params, body }) => updateDomain({ deps, id: params.id, input: body }),
  }),
  route({
    method: 'DELETE',
    path: '/admin/domains/:id',
    access: 'admin',
    summary: 'Deletes a category; one in use needs ?moveTo= for its tutors and offers; subcategories move up',
    tags,
    params: idParams,
    query: deleteDomainQuerySchema,
    response: 'empty',
    handler: async ({ deps, params, query }) => {
      await deleteDomain({ deps, id: params.id, input: query });
    },
  }),
];

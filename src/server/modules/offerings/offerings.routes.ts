import { z } from 'zod';
import { offeringActiveSchema, offeringInputSchema, offeringUpdateSchema } from '../../../shared/schemas/offerings';
import { route, type RouteDef } from '../../http/route';
import {
  createOffering,
  deleteOffering,
  duplicateOffering,
  getOffering,
  listOfferings,
  offeringAnalytics,
  offeringReviews,
  updateOffering,
} from './offerings.service';

const idParams = z.object({ id: z.uuid('Offer not found') });
const tags = ['offerings'];

export const offeringsRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/offerings',
    access: 'expert',
    summary: 'My offers, newest first',
    tags,
    handler: ({ deps, actor }) => listOfferings({ deps, actor }),
  }),
  route({
    method: 'GET',
    path: '/offerings/analytics',
    access: 'expert',
    summary: 'Measured figures of my offers: views, bookings, conversion, rating, earnings by month',
    tags,
    handler: ({ deps, actor }) => offeringAnalytics({ deps, actor }),
  }),
  route({
    method: 'GET',
    path: '/offerings/reviews',
    access: 'expert',
    summary: "Students' reviews of my sessions",
    tags,
    handler: ({ deps, actor }) => offeringReviews({ deps, actor }),
  }),
  route({
    method: 'POST',
    path: '/offerings',
    access: 'expert',
    summary: 'Create an offer (price in minor units)',
    tags,
    body: offeringInputSchema,
    status: 201,
    handler: ({ deps, actor, body }) => createOffering({ deps, actor, input: body }),
  }),
  route({
    method: 'GET',
    path: '/offerings/:id',
    access: 'expert',
    summary: 'One of my offers',
    tags,
    params: idParams,
    handler: ({ deps, actor, params }) => getOffering({ deps, actor, id: params.id }),
  }),
  route({
    method: 'PATCH',
    path: '/offerings/:id',
    access: 'expert',
    summary: 'Update one of my offers',
    tags,
    params: idParams,
    body: offeringUpdateSchema,
    handler: ({ deps, actor, params, body }) => updateOffering({ deps, actor, id: params.id, input: body }),
  }),
  route({
    method: 'PUT',
    path: '/offerings/:id/active',
    access: 'expert',
    summary: 'Publish (active) or unpublish (draft) an offer',
    tags,
    params: idParams,
    body: offeringActiveSchema,
    handler: ({ deps, actor, params, body }) => updateOffering({ deps, actor, id: params.id, input: { isActive: body.isActive } }),
  }),
  route({
    method: 'POST',
    path: '/offerings/:id/duplicate',
    access: 'expert',
    summary: "Duplicate an offer as an active copy named '(Copy)'",
    tags,
    params: idParams,
    status: 201,
    handler: ({ deps, actor, params }) => duplicateOffering({ deps, actor, id: params.id }),
  }),
  route({
    method: 'DELETE',
    path: '/offerings/:id',
    access: 'expert',
    summary: 'Delete an offer permanently',
    tags,
    params: idParams,
    handler: async ({ deps, actor, params }) => {
      await deleteOffering({ deps, actor, id: params.id });
    },
  }),
];

import { expertProfilePageSchema } from '../../../shared/schemas/expert-profile';
import { expertIdParamsSchema } from '../../../shared/schemas/experts';
import { viewerOf } from '../../http/client-ip';
import { route, type RouteDef } from '../../http/route';
import { recordProfileView } from './experts.service';
import { getExpertProfilePage } from './profile.service';

export const expertProfileRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/experts/:id/profile',
    access: 'public',
    revalidate: true,
    sharedForGuests: true,
    summary:
      "A public tutor's profile page: headline, intro video, what they teach, published offers, the next week's open times, rating (null under 3 reviews), the first page of reviews, lessons taught and response time (records a profile view)",
    tags: ['experts'],
    params: expertIdParamsSchema,
    response: expertProfilePageSchema,
    handler: ({ deps, params }) => getExpertProfilePage({ deps, id: params.id }),
    afterAnswer: ({ deps, actor, params, c }, page) =>
      recordProfileView(
        deps,
        params.id,
        page.offers.map((o) => o.id),
        viewerOf(c, deps.env.TRUST_PROXY, actor),
      ),
  }),
];

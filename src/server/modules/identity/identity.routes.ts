import { meSchema, publicConfigSchema } from '../../../shared/schemas/auth';
import { route } from '../../http/route';
import { getMe } from './identity.service';

export const identityRoutes = [
  route({
    method: 'GET',
    path: '/me',
    access: 'user',
    summary: 'The signed-in user with profile, userType and expertProfileId',
    tags: ['auth'],
    response: meSchema,
    handler: ({ deps, actor }) => getMe({ deps, actor }),
  }),
  route({
    method: 'GET',
    path: '/config',
    access: 'public',
    summary: 'Public client configuration: sign-in providers and currency',
    tags: ['auth'],
    response: publicConfigSchema,
    handler: ({ deps }) => ({
      oauthProviders: [
        ...(deps.env.GOOGLE_CLIENT_ID && deps.env.GOOGLE_CLIENT_SECRET ? (['google'] as const) : []),
        ...(deps.env.GITHUB_CLIENT_ID && deps.env.GITHUB_CLIENT_SECRET ? (['github'] as const) : []),
      ],
      currency: deps.env.CURRENCY,
      paymentProvider: deps.payments.name,
      environment: deps.env.NODE_ENV,
    }),
  }),
];

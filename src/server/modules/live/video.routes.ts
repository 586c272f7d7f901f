import type { RouteDef } from '../../http/route';
import { route } from '../../http/route';
import { sessionParamsSchema } from '../../../shared/schemas/live';
import { videoJoinDtoSchema } from '../../../shared/schemas/video';
import { joinVideo } from './video.service';

export const videoRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: '/sessions/:bookingId/video',
    access: 'user',
    summary: "Join the call's video room: the provider, and for Daily or LiveKit the room and a short-lived token (participants, join window open)",
    tags: ['live'],
    params: sessionParamsSchema,
    response: videoJoinDtoSchema,
    handler: ({ deps, actor, params, c }) => {
      c.header('cache-control', 'no-store');
      return joinVideo({ deps, actor, input: params });
    },
  }),
];

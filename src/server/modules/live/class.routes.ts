// A group session's class room: roster, hands, mute, spotlight and presence (class.service.ts).
import type { RouteDef } from '../../http/route';
import { route } from '../../http/route';
import {
  classDtoSchema,
  classHandBodySchema,
  classMuteBodySchema,
  classPresenceBodySchema,
  classSpotlightBodySchema,
  sessionParamsSchema,
} from '../../../shared/schemas/live';
import { getClass, setHand, setMuted, setPresence, setSpotlight } from './class.service';

const tags = ['live'];

export const classRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/sessions/:bookingId/class',
    access: 'user',
    summary: "A group session's class: the tutor (host) and every seat's student, who joined when, who is here now, raised hands, mutes and spotlight",
    tags,
    params: sessionParamsSchema,
    response: classDtoSchema,
    handler: ({ deps, actor, params, c }) => {
      c.header('cache-control', 'no-store');
      return getClass({ deps, actor, input: params });
    },
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/class/hand',
    access: 'user',
    summary: 'A student raises or lowers their own hand; the tutor may lower a student’s (join window open)',
    tags,
    params: sessionParamsSchema,
    body: classHandBodySchema,
    response: classDtoSchema,
    handler: ({ deps, actor, params, body }) => setHand({ deps, actor, input: { ...params, ...body } }),
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/class/mute',
    access: 'user',
    summary: 'The tutor mutes or unmutes a student of the class (join window open)',
    tags,
    params: sessionParamsSchema,
    body: classMuteBodySchema,
    response: classDtoSchema,
    handler: ({ deps, actor, params, body }) => setMuted({ deps, actor, input: { ...params, ...body } }),
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/class/spotlight',
    access: 'user',
    summary: 'The tutor spotlights one person of the class, or ends the spotlight with null (join window open)',
    tags,
    params: sessionParamsSchema,
    body: classSpotlightBodySchema,
    response: classDtoSchema,
    handler: ({ deps, actor, params, body }) => setSpotlight({ deps, actor, input: { ...params, ...body } }),
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/class/presence',
    access: 'user',
    summary: "The class room's heartbeat (present: true, every 15 seconds) or leaving it (present: false)",
    tags,
    params: sessionParamsSchema,
    body: classPresenceBodySchema,
    response: classDtoSchema,
    handler: ({ deps, actor, params, body }) => setPresence({ deps, actor, input: { ...params, ...body } }),
  }),
];

// POST /api/sessions/:bookingId/sfu: the class video room's signalling. The browser sends a complete offer (its
// publishing audio+video, receive slots and the "sfu" data channel); the answer names the server's candidates.
import { AppError } from '../../shared/errors';
import { joinWindow } from '../../shared/rules/join-window';
import { sessionRoomName } from '../../shared/rules/room-name';
import { sessionParamsSchema } from '../../shared/schemas/live';
import { sfuAnswerDtoSchema, sfuOfferBodySchema } from '../../shared/schemas/sfu';
import type { Deps } from '../deps';
import type { Actor } from '../http/actor';
import type { RouteDef } from '../http/route';
import { route } from '../http/route';
import { loadParticipantBooking } from '../modules/live/live.service';
import { joinRoom } from '.';

/** The booking's tutor or student, join window open (the rules of the realtime topic and ICE), joins the room. */
async function joinClassVideo(deps: Deps, actor: Actor, bookingId: string, sdp: string) {
  const { booking } = await loadParticipantBooking(deps, actor, bookingId);
  const window = joinWindow(booking, deps.now());
  if (!window.canJoin) throw new AppError('FORBIDDEN', window.reason ?? 'This session is not open.');
  try {
    // Every seat of a group session meets in the class's one room.
    return { sdp: await joinRoom(sessionRoomName(booking), actor.userId, sdp) };
  } catch (err) {
    const e = err as { name?: string; reason?: string; message?: string };
    if (e.name !== 'SfuError') throw err;
    if (e.reason === 'bad_offer') throw new AppError('BAD_REQUEST', e.message ?? 'Unusable offer.');
    if (e.reason === 'full') throw new AppError('CONFLICT', e.message ?? 'This class is full.');
    throw new AppError('UNAVAILABLE', e.message ?? 'The video server is unavailable.');
  }
}

export const sfuRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: '/sessions/:bookingId/sfu',
    access: 'user',
    summary: "Join the class's video room on the server's SFU: SDP offer in, answer out (participants, join window open)",
    tags: ['live'],
    params: sessionParamsSchema,
    body: sfuOfferBodySchema,
    response: sfuAnswerDtoSchema,
    handler: ({ deps, actor, params, body, c }) => {
      c.header('cache-control', 'no-store');
      return joinClassVideo(deps, actor, params.bookingId, body.sdp);
    },
  }),
];

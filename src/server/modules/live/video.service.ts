// The call's video room: which provider carries it and, for Daily or LiveKit, a room-scoped join token
// minted on the server. Only the booking's student and tutor, only while the join window is open. Every seat
// of a group session gets the class's one room (the tutor as its owner).
import { AppError } from '../../../shared/errors';
import { joinWindow } from '../../../shared/rules/join-window';
import { sessionRoomName } from '../../../shared/rules/room-name';
import type { VideoJoinDto } from '../../../shared/schemas/video';
import { VideoProviderError } from '../../adapters/video/video';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { loadParticipantBooking } from './live.service';

export async function joinVideo({ deps, actor, input }: { deps: Deps; actor: Actor; input: { bookingId: string } }): Promise<VideoJoinDto> {
  const { booking, role } = await loadParticipantBooking(deps, actor, input.bookingId);
  const now = deps.now();
  const window = joinWindow(booking, now);
  if (!window.canJoin) throw new AppError('FORBIDDEN', window.reason ?? 'This session is not open.');
  try {
    return await deps.video.joinRoom({
      roomName: sessionRoomName(booking),
      userId: actor.userId,
      displayName: role === 'tutor' ? booking.expertName : booking.studentName,
      isOwner: role === 'tutor',
      now,
    });
  } catch (err) {
    if (!(err instanceof VideoProviderError)) throw err;
    deps.logger.warn({ provider: deps.video.name, kind: err.kind, status: err.status, bookingId: booking.id }, 'video provider call failed');
    if (err.kind === 'unreachable' || err.kind === 'timeout') throw new AppError('UNAVAILABLE', err.message, { cause: err });
    throw new AppError('BAD_GATEWAY', err.message, { cause: err });
  }
}

// Video room names, one rule for every place that names a room (spec: room names).
const ROOM_NAME_MIN = 3;
const ROOM_NAME_MAX = 50;
const CUT_LENGTH = 30;

/**
 * Lowercase; characters outside letters, digits, hyphen and underscore become hyphens; repeated
 * hyphens collapse; edge hyphens are trimmed; over 50 characters keeps the first 30 plus a time
 * suffix; under 3 characters becomes a generated name starting "room-".
 */
export function normalizeRoomName(input: string, now: Date = new Date()): string {
  let name = input
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  if (name.length > ROOM_NAME_MAX) {
    const head = name.slice(0, CUT_LENGTH).replace(/-+$/, '');
    name = `${head}-${now.getTime().toString(36)}`;
  }
  if (name.length < ROOM_NAME_MIN) name = `room-${now.getTime().toString(36)}`;
  return name;
}

/**
 * The room of a booking: a 1:1 booking meets in `session-{bookingId}`; every seat of a group session meets in
 * one room, `session-group-{groupSessionId}` (the tutor hosts it).
 */
export const sessionRoomName = (booking: { id: string; groupSessionId?: string | null }) =>
  booking.groupSessionId ? `session-group-${booking.groupSessionId}` : `session-${booking.id}`;

/** Realtime constants, apart from the frame schemas so that the browser's first load skips zod. */
import type { EventName } from './realtime';
export const REALTIME_PATH = '/api/realtime';
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
/**
 * The close code and reason of a socket whose session ended (signed out, password changed or reset,
 * expired). A client does not reconnect in a loop after it: its cookie no longer opens a socket.
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;
export const SESSION_ENDED_CLOSE_REASON = 'session ended';

/**
 * Events a listener may want as a group, by exact name from the map (realtime.test.ts checks each group
 * lists every event of its prefix). Here, not in realtime.ts, for the same reason: no zod at first load.
 */
export const BOOKING_EVENTS = ['booking.created', 'booking.updated'] as const satisfies readonly EventName[];
export const MESSAGE_EVENTS = ['message.created', 'message.read'] as const satisfies readonly EventName[];
export const CHAT_REQUEST_EVENTS = ['chat_request.created', 'chat_request.responded'] as const satisfies readonly EventName[];
export const NOTIFICATION_EVENTS = ['notification.created', 'notification.read'] as const satisfies readonly EventName[];

/** Realtime constants, apart from the frame schemas so that the browser's first load skips zod. */
export const REALTIME_PATH = '/api/realtime';
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
/**
 * The close code and reason of a socket whose session ended (signed out, password changed or reset,
 * expired). A client does not reconnect in a loop after it: its cookie no longer opens a socket.
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;
export const SESSION_ENDED_CLOSE_REASON = 'session ended';

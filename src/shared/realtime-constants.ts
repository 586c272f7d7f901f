/** Realtime constants, apart from the frame schemas so that the browser's first load skips zod. */
export const REALTIME_PATH = '/api/realtime';
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;

import { z } from 'zod';

/** GET /api/health: liveness. 200 while the database answers, even when the realtime bus is reconnecting. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'error']),
  /** `degraded`: events from other app processes are not delivered right now (the bus keeps reconnecting). */
  realtime: z.enum(['ok', 'degraded']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/ready: whether this process should get traffic (503 when not). */
export const readinessSchema = healthSchema.extend({
  ready: z.boolean(),
  /** The process is draining before it exits. */
  shuttingDown: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

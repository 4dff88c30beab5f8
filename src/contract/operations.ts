// The answers of the checks a load balancer or an orchestrator makes (README, "Operations").
import { z } from 'zod';

/** GET /api/health: the process answers and so does its database (liveness). */
export const HealthSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: 200 when this instance can serve, 503 (same shape) when it cannot. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** Whether the database answered within the check's time. */
  database: z.enum(['ok', 'unreachable']),
  /** Whether the database holds every migration this build has (`pending`: an older schema). */
  migrations: z.enum(['ok', 'pending', 'unknown']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

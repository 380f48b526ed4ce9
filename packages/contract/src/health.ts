import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptime: z.number() });
export const readySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
export type Ready = z.infer<typeof readySchema>;

import { z } from 'zod';

/**
 * `GET /api/v1/prices`: the fees new subscriptions pay now, per price region and plan, for the home page
 * and every page that names a price before checkout (no fee is written into page text). `amount` is
 * the lowest fee of the PUBLIC programs; `varies` says another age group's program charges more.
 */
export const liveFeesSchema = z.object({
  fees: z.array(
    z.object({
      region: z.enum(['DEFAULT', 'AFRICA']),
      type: z.enum(['MONTHLY', 'YEARLY']),
      amount: z.number().int().describe('Minor units'),
      currency: z.string(),
      label: z.string().describe('The price as every screen shows it: 99 kr, 1 $'),
      varies: z.boolean().describe('Some age group’s program charges more (show it as “from”)'),
    }),
  ),
});
export type LiveFees = z.infer<typeof liveFeesSchema>;

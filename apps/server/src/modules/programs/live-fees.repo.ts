import { formatAmountLabel, type LiveFees } from '@academy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fees, trainingPrograms } from '../../db/schema/index.ts';

/** The fees of every PUBLIC program, lowest first per region and plan (the console edits them live). */
export async function findLiveFees(db: Db): Promise<LiveFees> {
  const rows = await db
    .select({
      region: fees.region,
      type: fees.type,
      amount: fees.amount,
      currency: fees.currency,
      label: fees.label,
    })
    .from(fees)
    .innerJoin(trainingPrograms, eq(trainingPrograms.id, fees.trainingProgramId))
    .where(eq(trainingPrograms.status, 'PUBLIC'));
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.region}:${row.type}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return {
    fees: [...groups.values()]
      .map((group) => {
        const lowest = [...group].sort((a, b) => a.amount - b.amount)[0]!;
        return {
          region: lowest.region,
          type: lowest.type,
          amount: lowest.amount,
          currency: lowest.currency,
          label: lowest.label ?? formatAmountLabel(lowest.amount, lowest.currency),
          varies: group.some((f) => f.amount !== lowest.amount || f.currency !== lowest.currency),
        };
      })
      .sort((a, b) => `${a.region}${a.type}`.localeCompare(`${b.region}${b.type}`)),
  };
}

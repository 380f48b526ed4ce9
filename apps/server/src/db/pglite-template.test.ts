import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { writeSeededPgliteFolder } from './pglite-template.ts';
import { seedBaseContentIfChanged } from './seed.ts';

describe("the built server's ready-made PGlite database (a first start copies it)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Creates a PGlite cluster on disk (its initdb) and opens a copy: 11 s at a load of 5.
  it('is fully migrated and seeded: a start on a copy finds nothing left to do', {
    timeout: 60_000,
  }, async () => {
    const template = path.join(dir, 'template');
    await writeSeededPgliteFolder(template);
    expect(readdirSync(template).length).toBeGreaterThan(0);

    const copy = path.join(dir, 'copy');
    cpSync(template, copy, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: copy });
    try {
      expect(await migrate(database)).toEqual([]);
      expect(await seedBaseContentIfChanged(database.db)).toBe('unchanged');
      const programs = (await database.withConnection((exec) =>
        exec("select count(*)::int as n from training_programs where status = 'PUBLIC'"),
      )) as { n: number }[];
      expect(programs[0]!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});

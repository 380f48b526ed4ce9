import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dumpSeededPglite } from '../db/pglite-template.ts';
import { seedBaseContentIfChanged } from '../db/seed.ts';

/**
 * Migrates and seeds one template database for the whole run: a PGlite data dump (each test file
 * loads a copy) or, with DATABASE_URL, a PostgreSQL template database (each test file clones it).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `academy_tpl_${process.pid}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await admin.exec(`drop database if exists ${template}`);
    await admin.exec(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const db = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
    await migrate(db);
    await seedBaseContentIfChanged(db.db);
    await db.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.exec(`drop database if exists ${template}`);
      await admin.close();
    };
  }
  const dump = await dumpSeededPglite();
  const dir = path.join(os.tmpdir(), `academy-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, dump);
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}

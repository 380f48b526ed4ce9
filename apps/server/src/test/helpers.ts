import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { TestClock } from '../lib/clock.ts';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated and seeded database: a PGlite copy of the run's template, or a PostgreSQL clone of it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `academy_t_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await admin.exec(`create database ${name} template ${inject('pgTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 5 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: blob });
  return { database, drop: () => database.close() };
}

export function createTestConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-data-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'academy-no-web-dist'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's clock: `clock.advance(ms)` moves every time rule, in JavaScript and in SQL. */
  clock: TestClock;
  /** Every log line the app wrote, as text (to check what never reaches the logs). */
  logs: () => string;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: TestDatabase;
    /** Extra routes for a test, added before the app is ready. */
    routes?: (app: FastifyInstance) => void;
    /** The app's clock; default: a TestClock at the real time, running on. */
    clock?: TestClock;
  } = {},
): Promise<TestApp> {
  const testDb = options.database ?? (await createTestDatabase());
  const config = createTestConfig(options.env);
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const clock = options.clock ?? new TestClock();
  const app = await buildApp(config, { database: testDb.database, logStream, clock });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    clock,
    logs: () => lines.join(''),
    close: async () => {
      await app.close();
      if (!options.database) await testDb.drop();
    },
  };
}

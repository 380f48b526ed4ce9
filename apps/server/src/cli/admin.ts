import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAdminRequestSchema } from '@academy/contract';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openReadyDatabase } from '../lib/bootstrap.ts';
import { AppError } from '../lib/errors.ts';
import { createAdminUser } from '../modules/users/users.service.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Operator commands of the Football Academy server.

Usage:
  npm run admin -- create-super-admin --email <e-mail> [--first-name <name>] [--last-name <name>]

The password is asked for at the prompt (twice, not shown), or read from the first line of standard
input when that is not a terminal: printf '%s\n' "$PASSWORD" | npm run admin -- create-super-admin …
It is never given on the command line, where other users and the shell history could read it.

Opens the configured database (DATABASE_URL, else the PGlite folder in DATA_DIR; a running server
holding that folder must be stopped first), applies migrations, and creates an ACTIVE user with
ROLE_SUPER_ADMIN. The password needs 8–128 characters and may not be one of the most common passwords.`;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Exit codes: 0 done, 1 refused (duplicate e-mail), 64 usage, 75 data folder in use, 78 bad configuration. */
export async function runAdminCli(
  argv: string[],
  env: Record<string, string | undefined>,
  askPassword: () => Promise<string> = readPassword,
): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const done = (code: number) => ({ code, stdout: out.join('\n'), stderr: err.join('\n') });

  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    out.push(USAGE);
    return done(command ? 0 : 64);
  }
  if (command !== 'create-super-admin') {
    err.push(`Unknown command "${command}".\n\n${USAGE}`);
    return done(64);
  }
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    err.push(`${(error as Error).message}\n\n${USAGE}`);
    return done(64);
  }
  if (values.password !== undefined) {
    err.push(
      '--password: a password on the command line is visible to other users and kept in the shell history; leave it out and type it at the prompt, or pipe it to standard input.',
    );
    return done(64);
  }
  let password: string;
  try {
    password = await askPassword();
  } catch (error) {
    err.push((error as Error).message);
    return done(64);
  }
  const parsed = createAdminRequestSchema.safeParse({
    email: values.email,
    password,
    firstName: values['first-name'] ?? 'Super',
    lastName: values['last-name'] ?? 'Admin',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'input').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      err.push(`--${field}: ${issue.message}`);
    }
    return done(64);
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      err.push(error.message);
      return done(78);
    }
    throw error;
  }
  let opened: Awaited<ReturnType<typeof openReadyDatabase>>;
  try {
    opened = await openReadyDatabase(config);
  } catch (error) {
    err.push(
      error instanceof DataDirLockedError
        ? error.message
        : `Could not open the database: ${(error as Error).message}`,
    );
    return done(error instanceof DataDirLockedError ? 75 : 1);
  }
  try {
    const user = await createAdminUser(opened.database.db, parsed.data, 'ROLE_SUPER_ADMIN');
    out.push(`Created super admin ${user.email} (id ${user.id}) in the ${opened.database.kind} database.`);
    return done(0);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) {
      err.push(`A user with the e-mail ${parsed.data.email} already exists; nothing was changed.`);
      return done(1);
    }
    err.push(`Could not create the super admin: ${(error as Error).message}`);
    return done(1);
  } finally {
    await opened.database.close();
    opened.release();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // npm runs workspace scripts inside apps/server; relative paths (DATA_DIR=./data) mean the caller's folder.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const result = await runAdminCli(process.argv.slice(2), process.env);
  if (result.stdout) console.log(result.stdout);
  if (result.stderr) console.error(result.stderr);
  process.exit(result.code);
}

import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type FullConfig, request } from '@playwright/test';
import { Api } from './fixtures/api';
import { startServer } from './support/server';
import { startSmtpSink } from './support/smtp-sink';

/** Made with `npm run admin -- create-super-admin` before the server starts (the console's spec signs in as it). */
const SUPER_ADMIN = { email: 'super.admin@academy.test', password: 'e2e-super-admin-1' };

/**
 * One SMTP sink and ONE server for the whole run. Their addresses reach the workers through the
 * environment (workers start after this and inherit it); fixtures/index.ts reads them.
 */
export default async function globalSetup(config: FullConfig) {
  removeOldRunOutputs(path.dirname(config.projects[0]?.outputDir ?? 'test-results'));
  const sink = await startSmtpSink();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(
      { SMTP_URL: sink.smtpUrl, SANDBOX_TEST_CLOCK: 'true' },
      { superAdmin: SUPER_ADMIN },
    );
  } catch (error) {
    await sink.close();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAILBOX_URL = sink.httpUrl;
  // Phone verification codes: the server's SMS outbox (no SMS_URL in the browser tests).
  process.env.E2E_SMS_OUTBOX = path.join(server.dataDir, 'sms-outbox');
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_SUPER_ADMIN_EMAIL = SUPER_ADMIN.email;
  process.env.E2E_SUPER_ADMIN_PASSWORD = SUPER_ADMIN.password;
  process.env.E2E_SUPER_ADMIN_TOKEN = JSON.stringify(await superAdminSession(server.baseURL));
  console.log(`e2e: server ${server.baseURL} (log ${server.logFile}), mail sink ${sink.smtpUrl}`);

  return async () => {
    await server.stop();
    await sink.close();
  };
}

/**
 * Admins work only with two-factor on: the super admin signs in once, turns it on (the session goes
 * on, now with two-factor) and the workers share that session.
 */
async function superAdminSession(baseURL: string) {
  const context = await request.newContext({ baseURL });
  try {
    const api = new Api(context);
    const token = await api.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const me = await api.get<{ id: string }>('/v1/user', { token: token.access_token });
    await api.turnOnTwoFactor(token.access_token, me.body.id, SUPER_ADMIN.password);
    return token;
  } finally {
    await context.dispose();
  }
}

/** Each run has its own folder under test-results (playwright.config.ts); keep a day's worth. */
function removeOldRunOutputs(dir: string) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const folder = path.join(dir, entry);
    try {
      if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

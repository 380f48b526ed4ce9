import type { FullConfig } from '@playwright/test';
import { startServer } from './support/server';
import { startSmtpSink } from './support/smtp-sink';

/**
 * One SMTP sink and ONE server for the whole run. Their addresses reach the workers through the
 * environment (workers start after this and inherit it); fixtures/index.ts reads them.
 */
export default async function globalSetup(_config: FullConfig) {
  const sink = await startSmtpSink();
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ SMTP_URL: sink.smtpUrl });
  } catch (error) {
    await sink.close();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAILBOX_URL = sink.httpUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  console.log(`e2e: server ${server.baseURL} (log ${server.logFile}), mail sink ${sink.smtpUrl}`);

  return async () => {
    await server.stop();
    await sink.close();
  };
}

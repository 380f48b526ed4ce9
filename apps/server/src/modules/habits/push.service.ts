import { HABIT_MESSAGES, type PushSubscriptionInput } from '@academy/contract';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  deleteSubscription,
  findOrStoreKeys,
  findSubscriptions,
  forgetEndpoint,
  saveSubscription,
} from './push.repo.ts';

export interface HabitKeys {
  publicKey: string;
  privateKey: string;
  unsubscribeSecret: string;
}

const cache = new WeakMap<object, Promise<HabitKeys>>();

/**
 * The VAPID pair (from the configuration, else generated once and kept in the database, so every
 * server process signs alike) and the unsubscribe links' secret.
 */
export function habitKeys(ctx: Pick<ServiceContext, 'db' | 'config'>): Promise<HabitKeys> {
  let keys = cache.get(ctx.db);
  if (!keys) {
    const generated = webpush.generateVAPIDKeys();
    keys = findOrStoreKeys(ctx.db, {
      vapidPublicKey: generated.publicKey,
      vapidPrivateKey: generated.privateKey,
      unsubscribeSecret: randomBytes(32).toString('base64url'),
    }).then((row) => ({
      publicKey: ctx.config.habits.vapid?.publicKey ?? row.vapidPublicKey,
      privateKey: ctx.config.habits.vapid?.privateKey ?? row.vapidPrivateKey,
      unsubscribeSecret: row.unsubscribeSecret,
    }));
    keys.catch(() => cache.delete(ctx.db));
    cache.set(ctx.db, keys);
  }
  return keys;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a subscription's endpoint is on an allowed push service: its host (or host:port) is listed,
 * or matches a `*.domain` entry; https, except a listed loopback host (a local test service).
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((entry) =>
    entry.startsWith('*.')
      ? host.endsWith(entry.slice(1))
      : entry === host || entry === url.host.toLowerCase(),
  );
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}

export async function subscribe(ctx: ServiceContext, userId: string, input: PushSubscriptionInput) {
  if (!endpointAllowed(input.endpoint, ctx.config.habits.pushServiceHosts)) {
    throw fieldError('endpoint', HABIT_MESSAGES.pushHostNotAllowed);
  }
  await saveSubscription(ctx.db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
}

export async function unsubscribe(db: Db, userId: string, endpoint: string) {
  if (!(await deleteSubscription(db, userId, endpoint)))
    throw notFound(HABIT_MESSAGES.pushSubscriptionNotFound);
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/**
 * Sends one encrypted, VAPID-signed notification (web-push builds the request; it is posted here,
 * so a redirect is never followed and a slow service times out). Answers the push service's status.
 */
async function post(
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  keys: HabitKeys,
  subject: string,
) {
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    { TTL: 6 * 60 * 60, vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey } },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

/** Sends a notification to every device of the user; forgets the ones the push service has dropped. */
export async function pushToUser(ctx: ServiceContext, userId: string, message: PushMessage): Promise<number> {
  const keys = await habitKeys(ctx);
  const subject = `mailto:${ctx.config.supportEmail}`;
  let delivered = 0;
  for (const sub of await findSubscriptions(ctx.db, userId)) {
    try {
      const status = await post(sub, JSON.stringify(message), keys, subject);
      if (status >= 200 && status < 300) delivered++;
      else if (status === 404 || status === 410) await forgetEndpoint(ctx.db, sub.endpoint);
      else ctx.log.warn({ status, userId }, 'push notification not delivered');
    } catch (error) {
      ctx.log.warn({ err: error, userId }, 'push notification not delivered');
    }
  }
  return delivered;
}

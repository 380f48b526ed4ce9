import { createHmac, timingSafeEqual } from 'node:crypto';
import { HABIT_MESSAGES, type Language } from '@academy/contract';
import { badRequest } from '../../lib/errors.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { escapeHtml } from '../../lib/text.ts';
import { settingsOf } from './notifications.service.ts';
import { turnDigestOff } from './notifications.repo.ts';
import { habitKeys } from './push.service.ts';
import { UNSUBSCRIBE_TEXTS } from './reminder-texts.ts';
import { findRecipient } from './reminders.repo.ts';

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`digest:${userId}`).digest('base64url');

/** The digest's unsubscribe token: the user id, signed (HMAC-SHA256 with the stored secret). */
export async function unsubscribeToken(ctx: ServiceContext, userId: string): Promise<string> {
  return `${userId}.${sign((await habitKeys(ctx)).unsubscribeSecret, userId)}`;
}

export function unsubscribeUrl(ctx: ServiceContext, token: string): string {
  return `${ctx.config.publicUrl}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The user a token stands for, or 400. */
async function userOfToken(ctx: ServiceContext, token: string): Promise<string> {
  const [userId, signature] = token.split('.');
  if (!userId || !signature || !/^[0-9a-f-]{36}$/.test(userId))
    throw badRequest(HABIT_MESSAGES.unsubscribeLinkInvalid);
  const expected = Buffer.from(sign((await habitKeys(ctx)).unsubscribeSecret, userId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw badRequest(HABIT_MESSAGES.unsubscribeLinkInvalid);
  return userId;
}

function page(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Football Academy</title></head><body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`;
}

/** The page behind the link: one button that posts the same address (a GET changes nothing). */
export async function unsubscribePage(ctx: ServiceContext, token: string): Promise<string> {
  const userId = await userOfToken(ctx, token);
  const language = asLanguage((await findRecipient(ctx.db, userId))?.language);
  const texts = UNSUBSCRIBE_TEXTS[language];
  const action = escapeHtml(`/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
  return page(
    language,
    `<h1>${escapeHtml(texts.question)}</h1><form method="post" action="${action}"><button type="submit">${escapeHtml(texts.button)}</button></form>`,
  );
}

/** RFC 8058's one-click POST (and the page's button): the weekly digest is off. */
export async function unsubscribeDigest(ctx: ServiceContext, token: string): Promise<string> {
  const userId = await userOfToken(ctx, token);
  const now = ctx.clock.now();
  const { settings } = await settingsOf(ctx.db, userId, now);
  await turnDigestOff(ctx.db, userId, settings, now);
  const language = asLanguage((await findRecipient(ctx.db, userId))?.language);
  return page(language, `<h1>${escapeHtml(UNSUBSCRIBE_TEXTS[language].done)}</h1>`);
}

import { addDays, dayIn, type Language, weekStartOf } from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { asLanguage } from '../../lib/language.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { fillTemplate } from '../../lib/text.ts';
import { habitFigures } from './goals.service.ts';
import { settingsOf } from './notifications.service.ts';
import { isQuiet, localTime } from './quiet-hours.ts';
import { DIGEST_TEXTS } from './reminder-texts.ts';
import { claimDigest, findChildrenOf, findGuardians, findRecipient } from './reminders.repo.ts';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.ts';

const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE', fr: 'fr-FR', pt: 'pt-PT' };
const WEEK = 7 * 24 * 60 * 60 * 1000;

export interface ChildWeek {
  name: string;
  done: number;
  goal: number;
  status: 'MET' | 'FROZEN' | 'NOT_MET';
  run: number;
}

/** The digest mail: one line per child, the one-click unsubscribe (RFC 8058) in the headers and the text. */
export function digestMail(
  language: Language,
  to: string,
  values: { name: string; weekStart: string; unsubscribeUrl: string },
  children: readonly ChildWeek[],
): MailMessage {
  const texts = DIGEST_TEXTS[language];
  const week = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${values.weekStart}T12:00:00Z`),
  );
  const lines = children.map((child) =>
    fillTemplate(
      child.status === 'MET' ? texts.met : child.status === 'FROZEN' ? texts.frozen : texts.notMet,
      {
        child: child.name,
        done: String(child.done),
        goal: String(child.goal),
        run: String(child.run),
      },
    ),
  );
  const intro = fillTemplate(texts.intro, { name: values.name, week });
  const footer = fillTemplate(texts.footer, { url: values.unsubscribeUrl });
  return {
    to,
    subject: texts.subject,
    language,
    paragraphs: [intro, lines.map((l) => `• ${l}`).join('\n'), footer],
    headers: {
      'List-Unsubscribe': `<${values.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Guardians' weekly digest of last week (Monday to Sunday in their zone), on by default: sent from
 * Monday once the quiet hours are over, once per guardian and week (claimed in the database).
 */
export async function runDigest(ctx: ServiceContext, now: Date): Promise<number> {
  let sent = 0;
  for (const { userId } of await findGuardians(ctx.db)) {
    const guardian = await findRecipient(ctx.db, userId);
    if (!guardian) continue;
    const { settings } = await settingsOf(ctx.db, userId, now);
    const zone = guardian.timeZone ?? 'UTC';
    if (!settings.email.weeklyDigest || isQuiet(localTime(now, zone), settings.quietHours)) continue;
    const today = dayIn(now, zone);
    const lastWeek = addDays(weekStartOf(today), -7);
    const children = await findChildrenOf(ctx.db, userId, today);
    if (children.length === 0 || !(await claimDigest(ctx.db, userId, lastWeek, now))) continue;
    const weeks: ChildWeek[] = [];
    for (const child of children) {
      const { week, weeksMetInARow } = await habitFigures(
        ctx.db,
        child.playerId,
        new Date(now.getTime() - WEEK),
        zone,
      );
      weeks.push({
        name: child.firstName,
        done: week.done,
        goal: week.goal,
        status: week.status === 'MET' ? 'MET' : week.status === 'FROZEN' ? 'FROZEN' : 'NOT_MET',
        run: weeksMetInARow,
      });
    }
    const language = asLanguage(guardian.language);
    const url = unsubscribeUrl(ctx, await unsubscribeToken(ctx, userId));
    try {
      await ctx.mailer.send(
        digestMail(
          language,
          guardian.email,
          { name: guardian.firstName, weekStart: lastWeek, unsubscribeUrl: url },
          weeks,
        ),
      );
      sent++;
    } catch (error) {
      ctx.log.error({ err: error, userId }, 'weekly digest could not be mailed');
    }
  }
  return sent;
}

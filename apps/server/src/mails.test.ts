import { LANGUAGES, type Language } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { type MailDraft, PRODUCT_NAME, renderMail } from './integrations/mail/layout.ts';
import { householdMail } from './modules/households/households.mail.ts';
import { buildFeedbackMail } from './modules/managers/feedback-mail.ts';
import { privacyMail } from './modules/privacy/privacy.mail.ts';
import { buildTrialEndingMail } from './modules/subscriptions/mail/reminder-mail.ts';
import { buildSubscriptionMail } from './modules/subscriptions/mail/subscription-mail.ts';
import { SUBSCRIPTION_MAIL_TEXTS } from './modules/subscriptions/mail/subscription-mail.texts.ts';
import { supportMail } from './modules/support/support.mail.ts';
import { buildEventChangeMail } from './modules/team-events/team-events.mail.ts';
import { SECURITY_TEXTS } from './modules/verification/security-mail.texts.ts';
import { accountMail } from './modules/verification/verification.mail.ts';

// Every mail the server sends is in the one layout: an HTML part and a text part of
// the same words, the logo, the product's name and the footer, in the recipient's language.
const frame = { publicUrl: 'https://academy.test', supportEmail: 'support@academy.test' };
const FOOTER_WORDS: Record<Language, string> = {
  en: 'Questions? Write to support@academy.test.',
  sv: 'Frågor? Skriv till support@academy.test.',
  fr: 'Des questions ? Écrivez à support@academy.test.',
  pt: 'Dúvidas? Escreva para support@academy.test.',
};
const values = { name: 'Ana', child: 'Leo', asker: 'Rui', url: 'https://academy.test/x?y=1', date: '1 May' };

function everyMail(language: Language): Array<[string, MailDraft]> {
  const code = ['ACCOUNT_VERIFICATION', 'CHANGE_USER_ACCOUNT_USERNAME', 'EMAIL_CHANGED'] as const;
  const security = Object.keys(SECURITY_TEXTS.en) as Array<keyof (typeof SECURITY_TEXTS)['en']>;
  const subscription = Object.keys(SUBSCRIPTION_MAIL_TEXTS.en.mails) as Array<
    keyof (typeof SUBSCRIPTION_MAIL_TEXTS)['en']['mails']
  >;
  const to = 'someone@example.test';
  return [
    ...[...code, ...security].map((kind): [string, MailDraft] => [
      kind,
      accountMail(kind, language, to, { name: 'Ana', code: '123456', newEmail: 'n@example.test' }),
    ]),
    ...(['LINK_REQUEST', 'INVITATION', 'HANDOVER', 'GUARDIAN_REMOVED'] as const).map(
      (kind): [string, MailDraft] => [kind, householdMail(kind, language, to, values)],
    ),
    ...(['GUARDIAN_REQUEST', 'GUARDIAN_RECEIPT', 'ACCOUNT_DELETED', 'INACTIVITY_WARNING'] as const).map(
      (kind): [string, MailDraft] => [kind, privacyMail(kind, language, to, values)],
    ),
    ...(['ACKNOWLEDGEMENT', 'REPLY'] as const).map((kind): [string, MailDraft] => [
      kind,
      supportMail(kind, language, to, { reference: 7, subject: 'Hi', reply: 'Yes' }, frame.supportEmail),
    ]),
    ...subscription.map((kind): [string, MailDraft] => [
      kind,
      buildSubscriptionMail(kind, { email: to, firstName: 'Ana', language }, { en: 'Program' } as never, {
        charge: { amount: 9900, currency: 'SEK' },
        date: new Date('2026-05-01T00:00:00Z'),
        url: values.url,
        paymentModel: 'MONTHLY',
      }),
    ]),
    [
      'TRIAL_ENDING',
      buildTrialEndingMail({
        to,
        name: 'Ana',
        language,
        programTitle: 'Program',
        chargeDate: new Date('2026-05-01T00:00:00Z'),
        paymentModel: 'YEARLY',
        amountLabel: '995 kr',
        accountUrl: values.url,
      }),
    ],
    ...(['CHANGED', 'CANCELLED'] as const).map((change): [string, MailDraft] => [
      `EVENT_${change}`,
      buildEventChangeMail({
        to,
        name: 'Ana',
        language,
        change,
        title: 'Training',
        startsAt: new Date('2026-05-01T16:00:00Z'),
        endsAt: new Date('2026-05-01T17:30:00Z'),
        place: 'Pitch 2',
        timeZone: 'Europe/Stockholm',
        url: values.url,
        child: 'Leo',
      }),
    ]),
    ...[undefined, 'Leo'].map((child): [string, MailDraft] => [
      child ? 'FEEDBACK_GUARDIAN' : 'FEEDBACK',
      buildFeedbackMail({
        to,
        name: 'Ana',
        coach: 'Eva',
        text: 'Good <b>work</b>',
        language,
        programUrl: values.url,
        child,
      }),
    ]),
  ];
}

describe('every mail in the one layout', () => {
  it.each(LANGUAGES)('%s: an HTML part and a text part, logo, product name and footer', async (language) => {
    const mails = everyMail(language);
    expect(mails.length).toBeGreaterThan(20);
    for (const [kind, draft] of mails) {
      const mail = await renderMail(draft, frame);
      const where = `${language} ${kind}`;
      expect(mail.text, where).toContain(PRODUCT_NAME);
      expect(mail.text, where).toContain(FOOTER_WORDS[language]);
      expect(mail.html, where).toMatch(new RegExp(`<html[^>]*lang="${language}"`));
      expect(mail.html, where).toContain('https://academy.test/assets/mail/logo.png');
      expect(mail.html, where).toContain(PRODUCT_NAME);
      expect(mail.html, where).toContain('href="mailto:support@academy.test"');
      expect(mail.html, where).toContain('<meta name="viewport"');
      expect(mail.html, where).not.toMatch(/%%\w+%%|<mj-/);
      // The same words in both parts (the first paragraph, escaped in the HTML).
      const first = draft.paragraphs.find((p) => typeof p === 'string') as string;
      expect(mail.text, where).toContain(first);
      expect(mail.html, where).toContain(first.split('\n')[0]!.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    }
  });

  it('writes Portuguese mails in European Portuguese', () => {
    const brazilian =
      /(?<!\p{L})(você|vocês|senha|celular|arquivo|usuári[oa]s?|cadastr\p{L}*|tela|registro|contato|compartilh\p{L}*|seção|link)(?!\p{L})/iu;
    for (const [kind, draft] of everyMail('pt')) {
      const words = [draft.subject, ...draft.paragraphs.map((p) => (typeof p === 'string' ? p : p.quote))];
      expect(
        words.filter((text) => brazilian.test(text.replace(values.url, ''))),
        kind,
      ).toEqual([]);
    }
  });

  it('escapes what users wrote, links the links and shows the code large', async () => {
    const feedback = await renderMail(
      buildFeedbackMail({
        to: 'a@example.test',
        name: 'Ana',
        coach: 'Eva',
        text: '<script>x</script>',
        language: 'en',
        programUrl: 'https://academy.test/program',
      }),
      frame,
    );
    expect(feedback.html).not.toContain('<script>x');
    expect(feedback.html).toContain('&lt;script&gt;x');
    expect(feedback.html).toContain('<a href="https://academy.test/program">');
    expect(feedback.text).toContain('> <script>x</script>');
    const code = await renderMail(
      accountMail('ACCOUNT_VERIFICATION', 'sv', 'a@example.test', { name: 'Ana', code: '654321' }),
      frame,
    );
    expect(code.html).toContain('<span class="code">654321</span>');
    expect(code.subject).toBe('Din verifieringskod för Football Academy');
  });
});

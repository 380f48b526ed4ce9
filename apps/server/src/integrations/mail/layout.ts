import type { Language } from '@academy/contract';
import { escapeHtml, fillTemplate } from '../../lib/text.ts';

/** The product's one name in every mail, every language. */
export const PRODUCT_NAME = 'Football Academy';

/** A paragraph of a mail (line breaks kept), or a quoted text (the coach's words). */
export type MailBlock = string | { quote: string };

/**
 * What a module hands the mailer: the words only. The mailer puts them into the one layout (logo,
 * product name, footer) and sends an HTML part and a plain-text part of the same words.
 */
export interface MailDraft {
  to: string;
  subject: string;
  language: Language;
  paragraphs: MailBlock[];
  /** A value to show large in the HTML part (a verification code); it stays in its paragraph. */
  highlight?: string;
  replyTo?: string;
  /** Extra headers (a digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** What goes out: both parts of one draft. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Where the layout's links and logo point. */
export interface MailFrame {
  publicUrl: string;
  supportEmail: string;
}

const FOOTER: Record<Language, { about: string; questions: string; open: string }> = {
  en: {
    about: '{product} · football training for young players, at home and with the team.',
    questions: 'Questions? Write to {support}.',
    open: 'Open {product}',
  },
  sv: {
    about: '{product} · fotbollsträning för unga spelare, hemma och med laget.',
    questions: 'Frågor? Skriv till {support}.',
    open: 'Öppna {product}',
  },
  fr: {
    about: '{product} · l’entraînement de football des jeunes joueurs, à la maison et avec l’équipe.',
    questions: 'Des questions ? Écrivez à {support}.',
    open: 'Ouvrir {product}',
  },
  pt: {
    about: '{product} · treino de futebol para jovens jogadores, em casa e com a equipa.',
    questions: 'Dúvidas? Escreva para {support}.',
    open: 'Abrir {product}',
  },
};

const GREEN = '#0b5d3b';

/** The layout in MJML; `%%name%%` slots are filled per mail after the one compilation. */
const LAYOUT = `<mjml lang="%%lang%%">
  <mj-head>
    <mj-title>%%subject%%</mj-title>
    <mj-preview>%%preview%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1b1f1d" padding="0 0 14px 0" />
    </mj-attributes>
    <mj-style>
      a { color: ${GREEN}; }
      .code { font-size: 28px; font-weight: 700; letter-spacing: 6px; }
      blockquote { margin: 0; padding: 4px 0 4px 14px; border-left: 4px solid ${GREEN}; color: #333; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f2f5f3" width="600px">
    <mj-section padding="24px 16px 8px 16px">
      <mj-group>
        <mj-column width="20%" vertical-align="middle">
          <mj-image src="%%logo%%" alt="" width="48px" height="48px" padding="0" href="%%home%%" />
        </mj-column>
        <mj-column width="80%" vertical-align="middle">
          <mj-text font-size="20px" font-weight="700" color="${GREEN}" padding="0 0 0 8px">%%product%%</mj-text>
        </mj-column>
      </mj-group>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="24px 20px 10px 20px">
      <mj-column>
        <mj-raw>%%content%%</mj-raw>
      </mj-column>
    </mj-section>
    <mj-section padding="12px 16px 24px 16px">
      <mj-column>
        <mj-text font-size="13px" color="#5a6360" align="center" padding="0 0 6px 0">%%about%%</mj-text>
        <mj-text font-size="13px" color="#5a6360" align="center" padding="0 0 6px 0">%%questions%%</mj-text>
        <mj-text font-size="13px" align="center" padding="0"><a href="%%home%%">%%open%%</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | undefined;

/** MJML compiles the layout once, with the first mail (the package loads then, not at start-up). */
function compiledLayout(): Promise<string> {
  compiled ??= import('mjml').then(async ({ default: mjml2html }) => {
    const result = await mjml2html(LAYOUT, { validationLevel: 'strict', minify: false });
    if (result.errors.length > 0) throw new Error(`mail layout: ${result.errors[0]?.formattedMessage}`);
    return result.html;
  });
  return compiled;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text with links made clickable, line breaks kept and the highlighted value shown large. */
function htmlText(text: string, highlight?: string): string {
  let html = escapeHtml(text).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
  if (highlight) {
    const value = escapeHtml(highlight);
    html = html.split(value).join(`<span class="code">${value}</span>`);
  }
  return html.replace(/\n/g, '<br>');
}

const TEXT_STYLE = 'font-size:16px;line-height:1.5;color:#1b1f1d;margin:0 0 14px 0;word-break:break-word';

/** The body's blocks as the HTML inside the layout's white card. */
function htmlContent(draft: MailDraft): string {
  const blocks = draft.paragraphs.map((block) =>
    typeof block === 'string'
      ? `<p style="${TEXT_STYLE}">${htmlText(block, draft.highlight)}</p>`
      : `<blockquote style="${TEXT_STYLE}">${htmlText(block.quote)}</blockquote>`,
  );
  return `<tr><td style="padding:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">${blocks.join('')}</td></tr>`;
}

/** The plain-text part: the product's name, the words, and the footer. */
function textPart(draft: MailDraft, frame: MailFrame): string {
  const footer = FOOTER[draft.language] ?? FOOTER.en;
  const values = { product: PRODUCT_NAME, support: frame.supportEmail };
  const body = draft.paragraphs.map((block) =>
    typeof block === 'string'
      ? block
      : block.quote
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
  );
  return [
    PRODUCT_NAME,
    ...body,
    `-- \n${fillTemplate(footer.about, values)}\n${fillTemplate(footer.questions, values)}\n${frame.publicUrl}`,
  ].join('\n\n');
}

/** One draft in the product's layout: both parts. */
export async function renderMail(draft: MailDraft, frame: MailFrame): Promise<RenderedMail> {
  const layout = await compiledLayout();
  const footer = FOOTER[draft.language] ?? FOOTER.en;
  const values = { product: PRODUCT_NAME, support: frame.supportEmail };
  const first = draft.paragraphs.find((block) => typeof block === 'string') ?? '';
  const slots: Record<string, string> = {
    lang: escapeHtml(draft.language),
    subject: escapeHtml(draft.subject),
    preview: escapeHtml(first.slice(0, 120)),
    logo: escapeHtml(`${frame.publicUrl}/assets/mail/logo.png`),
    home: escapeHtml(`${frame.publicUrl}/`),
    product: PRODUCT_NAME,
    about: escapeHtml(fillTemplate(footer.about, values)),
    questions: htmlText(fillTemplate(footer.questions, values)).replace(
      escapeHtml(frame.supportEmail),
      `<a href="mailto:${escapeHtml(frame.supportEmail)}">${escapeHtml(frame.supportEmail)}</a>`,
    ),
    open: escapeHtml(fillTemplate(footer.open, values)),
    content: htmlContent(draft),
  };
  // One pass over the compiled layout, so a value that happens to contain `%%x%%` is never refilled.
  const html = layout.replace(/%%(\w+)%%/g, (slot, name: string) => slots[name] ?? slot);
  return {
    to: draft.to,
    subject: draft.subject.replace(/[\r\n]+/g, ' '),
    text: `${textPart(draft, frame)}\n`,
    html,
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
    ...(draft.headers ? { headers: draft.headers } : {}),
  };
}

/** A mail's words in one language: the subject and paragraphs with `{key}` placeholders. */
export interface MailTexts {
  subject: string;
  paragraphs: string[];
}

/** The draft of a mail kept as a table of texts per language (households, privacy, support). */
export function draftFromTexts<K extends string>(
  table: Record<Language, Record<K, MailTexts>>,
  kind: K,
  language: string,
  to: string,
  values: Record<string, string>,
): MailDraft {
  const lang: Language = language in table ? (language as Language) : 'en';
  const texts = table[lang][kind];
  return {
    to,
    subject: fillTemplate(texts.subject, values),
    language: lang,
    paragraphs: texts.paragraphs.map((p) => fillTemplate(p, values)),
  };
}

/** Just enough MIME to read what nodemailer sends: headers, multipart parts, QP and base64. */

export interface ParsedMail {
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?V=C3=A4lkommen?= */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? decodeBytes(Buffer.from(data, 'base64'), charset)
        : decodeBytes(decodeQuotedPrintable(data.replace(/_/g, ' ')), charset),
    );
}

function param(header: string, name: string): string {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1] ?? '';
}

function collectParts(raw: string, into: { text: string[]; html: string[] }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\n/, ''), into);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  const text = decodeBytes(bytes, param(type, 'charset'));
  if (/^text\/html/i.test(type)) into.html.push(text);
  else if (/^text\//i.test(type)) into.text.push(text);
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const parts = { text: [] as string[], html: [] as string[] };
  collectParts(raw, parts);
  const addresses = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase())
      .filter(Boolean);
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    to: addresses(headers.get('to')),
    text: parts.text.join('\n').trim(),
    html: parts.html.join('\n').trim(),
  };
}

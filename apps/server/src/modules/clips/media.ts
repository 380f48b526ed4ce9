import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { StoredMedia } from './clip-store.ts';

/** Playback and poster links work without a bearer token (a video element sends none) for 10 minutes. */
export const LINK_TTL_SECONDS = 600;
/** The export's links work for a day. */
export const EXPORT_LINK_TTL_SECONDS = 86_400;

export type MediaKind = 'video' | 'poster';

/** The links' key, derived from the server's secret key material (never a public value). */
export function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('clip-links-v1').digest();
}

function signatureOf(key: Buffer, id: string, kind: MediaKind, expires: number): string {
  return createHmac('sha256', key).update(`${id}:${kind}:${expires}`).digest('base64url');
}

/** A signed path to a clip's video or poster, valid until `now + ttl`. */
export function signedMediaUrl(
  key: Buffer,
  id: string,
  kind: MediaKind,
  now: Date,
  ttlSeconds = LINK_TTL_SECONDS,
) {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `/api/v1/clips/${id}/media/${kind}?expires=${expires}&signature=${signatureOf(key, id, kind, expires)}`;
}

/** Is the link genuine and not expired? */
export function linkValid(
  key: Buffer,
  id: string,
  kind: MediaKind,
  expires: number,
  signature: string,
  now: Date,
) {
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(key, id, kind, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; null when unsatisfiable, 'all' without a range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'all' {
  if (!header) return 'all';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

/** Streams stored media with byte ranges (206), never as a download; private to the browser, for the link's life. */
export async function sendMedia(
  reply: FastifyReply,
  media: StoredMedia,
  type: string,
  range: string | undefined,
) {
  const { size } = media;
  const wanted = parseRange(range, size);
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', 'inline')
    .header('cache-control', `private, max-age=${LINK_TTL_SECONDS}`)
    .header('cross-origin-resource-policy', 'same-origin');
  if (wanted === null) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  const { start, end } = wanted === 'all' ? { start: 0, end: size - 1 } : wanted;
  if (wanted !== 'all') reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', String(end - start + 1));
  return reply.send(await media.open({ start, end }));
}

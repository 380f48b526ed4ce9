import { randomUUID } from 'node:crypto';
import {
  CLIP_MAX_BYTES,
  CLIP_MESSAGES,
  CLIP_QUOTA,
  CLIP_QUOTA_DAYS,
  CLIP_RETENTION_DAYS,
  clipUploadMetadataSchema,
  ERROR_MESSAGES,
} from '@academy/contract';
import { Metadata } from '@tus/utils';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { findActiveConsentScopes, isHouseholdChild } from '../../lib/guardianship.repo.ts';
import { requirePlayer } from '../../lib/player-access.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { countClipsSince, findClip, insertClip } from './clips.repo.ts';

const DAY_MS = 86_400_000;

/**
 * A tus creation (`POST /api/v1/clips/uploads`): checks who uploads for whom, the VIDEO consent of a
 * household's child, the size and the quota, then stores the clip (UPLOADING) under a new id, which
 * becomes the upload's id. 413 above 200 MB, 403 `Consent needed: VIDEO`, 429 over the quota.
 */
export async function startUpload(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  viewer: ViewerOf,
  headers: { length: string | undefined; metadata: string | undefined },
): Promise<string> {
  const { db } = ctx;
  const length = Number(headers.length);
  if (!headers.length || !Number.isSafeInteger(length) || length <= 0) {
    throw badRequest(ERROR_MESSAGES.validation, [
      { field: 'Upload-Length', message: ERROR_MESSAGES.validation },
    ]);
  }
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(headers.metadata);
  } catch {
    throw badRequest(CLIP_MESSAGES.metadataInvalid);
  }
  const parsed = clipUploadMetadataSchema.safeParse({
    playerId: raw.playerId ?? undefined,
    sessionId: raw.sessionId ?? undefined,
    challengeId: raw.challengeId ?? undefined,
  });
  if (!parsed.success) throw badRequest(CLIP_MESSAGES.metadataInvalid);
  const metadata = parsed.data;
  await requirePlayer(db, viewer, 'upload-clip', metadata.playerId);
  if (length > CLIP_MAX_BYTES) throw new AppError(413, CLIP_MESSAGES.tooLarge);
  if (
    (await isHouseholdChild(db, metadata.playerId)) &&
    !(await findActiveConsentScopes(db, metadata.playerId)).has('VIDEO')
  ) {
    throw forbidden(CLIP_MESSAGES.consentNeeded);
  }
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - CLIP_QUOTA_DAYS * DAY_MS);
  if ((await countClipsSince(db, metadata.playerId, since)) >= CLIP_QUOTA) {
    throw new AppError(429, CLIP_MESSAGES.quotaReached);
  }
  const id = randomUUID();
  await insertClip(db, {
    id,
    playerId: metadata.playerId,
    uploadedBy: viewer.id,
    sessionId: metadata.sessionId ?? null,
    challengeId: metadata.challengeId ?? null,
    sizeBytes: length,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLIP_RETENTION_DAYS * DAY_MS),
  });
  return id;
}

/** An upload to continue (HEAD, PATCH) or cancel (DELETE): only by who started it; 404 otherwise. */
export async function uploadOf(ctx: Pick<ServiceContext, 'db'>, viewer: ViewerOf, id: string) {
  const clip = await findClip(ctx.db, id);
  if (!clip || clip.uploadedBy !== viewer.id) throw notFound(CLIP_MESSAGES.clipNotFound);
  return clip;
}

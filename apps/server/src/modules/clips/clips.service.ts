import {
  type Clip,
  type ClipComment,
  CLIP_MESSAGES,
  type ClipVerdict,
  type CreateClipComment,
} from '@academy/contract';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { listGuardiansOfMinor } from '../../lib/guardianship.repo.ts';
import { asLanguage } from '../../lib/language.ts';
import { accessTo, requireAccess, requirePlayer } from '../../lib/player-access.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { isAdmin, type ViewerOf } from '../../lib/viewer.ts';
import { clipCommentMail, clipReviewedMail } from './clips.mail.ts';
import {
  type ClipCommentRow,
  type ClipRow,
  findClip,
  findPlayerName,
  findUserName,
  insertComment,
  listClipsOfCoach,
  listClipsOfPlayer,
  listComments,
  markResultsVerifiedByClip,
  setVerdict,
} from './clips.repo.ts';
import { LINK_TTL_SECONDS, linkKey, signedMediaUrl } from './media.ts';

type Ctx = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

export function clipLinkKey(ctx: Pick<ServiceContext, 'config'>): Buffer {
  const secret = ctx.config.totpEncryptionKey;
  if (!secret) throw new Error('server key not settled (buildApp calls withTotpKey)');
  return linkKey(secret);
}

const commentJson = (row: ClipCommentRow): ClipComment => ({
  id: row.id,
  atSeconds: row.atSeconds,
  text: row.text,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

/** The clip as the API answers it; signed links only once it is READY (valid for `ttl` seconds). */
export function clipJson(ctx: Ctx, row: ClipRow, comments: ClipCommentRow[], ttl = LINK_TTL_SECONDS): Clip {
  const ready = row.status === 'READY';
  const key = clipLinkKey(ctx);
  const now = ctx.clock.now();
  return {
    id: row.id,
    playerId: row.playerId,
    sessionId: row.sessionId,
    challengeId: row.challengeId,
    status: row.status === 'UPLOADING' ? 'PROCESSING' : row.status,
    durationSeconds: row.durationSeconds,
    posterUrl: ready ? signedMediaUrl(key, row.id, 'poster', now, ttl) : null,
    playbackUrl: ready ? signedMediaUrl(key, row.id, 'video', now, ttl) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    verdict: row.verdict,
    comments: comments.filter((c) => c.clipId === row.id).map(commentJson),
  };
}

async function withComments(ctx: Ctx, rows: ClipRow[], admin: boolean): Promise<Clip[]> {
  const comments = await listComments(
    ctx.db,
    rows.map((r) => r.id),
    admin,
  );
  return rows.map((row) => clipJson(ctx, row, comments));
}

/** A clip the viewer may see: 404 when absent, still uploading or hidden (but to admins), 403 for strangers. */
async function visibleClip(ctx: Ctx, viewer: ViewerOf, id: string) {
  const clip = await findClip(ctx.db, id);
  if (!clip || clip.status === 'UPLOADING' || (clip.hiddenAt && !isAdmin(viewer))) {
    throw notFound(CLIP_MESSAGES.clipNotFound);
  }
  const { player } = await requirePlayer(ctx.db, viewer, 'read-clip', clip.playerId);
  return { clip, subject: { userId: player.userId, playerId: player.id } };
}

/** `GET /api/v1/clips/{id}`: the player, their guardians, their coaches and admins. */
export async function getClip(ctx: Ctx, viewer: ViewerOf, id: string): Promise<Clip> {
  const { clip } = await visibleClip(ctx, viewer, id);
  const [json] = await withComments(ctx, [clip], isAdmin(viewer));
  return json!;
}

/** `GET /api/v1/player/{playerId}/clips`: newest first. */
export async function getPlayerClips(ctx: Ctx, viewer: ViewerOf, playerId: string): Promise<Clip[]> {
  await requirePlayer(ctx.db, viewer, 'read-clip', playerId);
  const admin = isAdmin(viewer);
  return withComments(ctx, await listClipsOfPlayer(ctx.db, playerId, admin), admin);
}

/** `GET /api/v1/manager/me/clips`: the clips of the coach's players, oldest first (TO_REVIEW: ready, no verdict). */
export async function getCoachClips(ctx: Ctx, viewer: ViewerOf, toReview: boolean): Promise<Clip[]> {
  return withComments(ctx, await listClipsOfCoach(ctx.db, viewer.id, toReview), false);
}

/** `POST /api/v1/clips/{id}/comments`: a coach of the player or a guardian, at a moment of the clip. */
export async function addComment(
  ctx: Ctx & Pick<ServiceContext, 'mailer' | 'log'>,
  viewer: ViewerOf,
  id: string,
  body: CreateClipComment,
): Promise<ClipComment> {
  const { clip, subject } = await visibleClip(ctx, viewer, id);
  const access = await requireAccess(ctx.db, viewer, 'comment-clip', subject);
  if (clip.status !== 'READY') throw new AppError(409, CLIP_MESSAGES.notReady);
  const atSeconds = Math.min(body.atSeconds, clip.durationSeconds ?? body.atSeconds);
  const row = await insertComment(ctx.db, {
    clipId: clip.id,
    authorId: viewer.id,
    authorName: access.coach?.managerName ?? (await findUserName(ctx.db, viewer.id)),
    atSeconds: Math.round(atSeconds * 10) / 10,
    text: body.text,
    createdAt: ctx.clock.now(),
  });
  await mailGuardians(ctx, clip, viewer.id, (guardian, child, url) =>
    clipCommentMail(asLanguage(guardian.language), guardian.email, {
      name: guardian.firstName,
      child,
      author: row.authorName,
      atSeconds: row.atSeconds,
      text: row.text,
      url,
    }),
  );
  return commentJson(row);
}

type Guardian = Awaited<ReturnType<typeof listGuardiansOfMinor>>[number];

/**
 * Mails each guardian of a minor (but the one who acted) about their child's clip, in their own
 * language; a failed mail is logged, the comment or verdict stands.
 */
async function mailGuardians(
  ctx: Ctx & Pick<ServiceContext, 'mailer' | 'log'>,
  clip: ClipRow,
  actorId: string,
  mailOf: (guardian: Guardian, child: string, url: string) => MailMessage,
) {
  const guardians = (await listGuardiansOfMinor(ctx.db, clip.playerId)).filter((g) => g.userId !== actorId);
  if (guardians.length === 0) return;
  const child = await findPlayerName(ctx.db, clip.playerId);
  const url = `${ctx.config.publicUrl}/clips/${clip.id}`;
  for (const guardian of guardians) {
    await ctx.mailer
      .send(mailOf(guardian, child, url))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'clip mail failed'));
  }
}

/**
 * `PUT /api/v1/clips/{id}/verdict`: a coach of the player. An approved clip of a challenge result
 * verifies the result; the child's guardians get a mail in their language.
 */
export async function giveVerdict(
  ctx: Ctx & Pick<ServiceContext, 'mailer' | 'log'>,
  viewer: ViewerOf,
  id: string,
  verdict: ClipVerdict,
): Promise<Clip> {
  const { clip, subject } = await visibleClip(ctx, viewer, id);
  const access = await accessTo(ctx.db, viewer, 'review-clip', subject);
  if (!access) throw forbidden(CLIP_MESSAGES.onlyCoachReviews);
  if (clip.status !== 'READY') throw new AppError(409, CLIP_MESSAGES.notReady);
  const now = ctx.clock.now();
  const updated = (await setVerdict(ctx.db, clip.id, verdict, viewer.id, now))!;
  if (verdict === 'APPROVED') await markResultsVerifiedByClip(ctx.db, clip.id, viewer.id, now);
  if (clip.verdict !== verdict) {
    await mailGuardians(ctx, clip, viewer.id, (guardian, child, url) =>
      clipReviewedMail(asLanguage(guardian.language), guardian.email, {
        name: guardian.firstName,
        child,
        coach: access.coach?.managerName ?? '',
        url,
        verdict,
      }),
    );
  }
  const [json] = await withComments(ctx, [updated], false);
  return json!;
}

/** Can the signed media of this clip be served? (READY and not hidden.) */
export async function servableClip(ctx: Ctx, id: string): Promise<ClipRow> {
  const clip = await findClip(ctx.db, id);
  if (clip?.status !== 'READY' || clip.hiddenAt) throw notFound(CLIP_MESSAGES.clipNotFound);
  return clip;
}

import { z } from 'zod';
import { CLIP_COMMENT_MAX, CLIP_MESSAGES, CLIP_STATUSES, CLIP_VERDICTS } from './constants/clips.ts';

export const clipStatusSchema = z.enum(CLIP_STATUSES);
export const clipVerdictSchema = z.enum(CLIP_VERDICTS);

export const clipCommentSchema = z.object({
  id: z.uuid(),
  atSeconds: z.number().describe('The moment of the clip the comment is about'),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type ClipComment = z.infer<typeof clipCommentSchema>;

/** `GET /api/v1/clips/{id}`. */
export const clipSchema = z.object({
  id: z.uuid(),
  playerId: z.uuid(),
  sessionId: z.uuid().nullable(),
  challengeId: z.uuid().nullable(),
  status: clipStatusSchema,
  durationSeconds: z.number().nullable(),
  posterUrl: z.string().nullable().describe('Signed, expires after 10 minutes; null until READY'),
  playbackUrl: z
    .string()
    .nullable()
    .describe('Signed, byte ranges, expires after 10 minutes; null until READY'),
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601: the clip and its files are deleted then (90 days)'),
  verdict: clipVerdictSchema.nullable(),
  comments: z.array(clipCommentSchema),
});
export type Clip = z.infer<typeof clipSchema>;
export const clipListSchema = z.array(clipSchema);

export const clipIdParamsSchema = z.object({ id: z.uuid() });
export const clipPlayerParamsSchema = z.object({ playerId: z.uuid() });
export const managerClipsQuerySchema = z.object({
  status: z.enum(['TO_REVIEW']).optional().describe('TO_REVIEW: ready clips without a verdict'),
});

/** `POST /api/v1/clips/{id}/comments`. */
export const createClipCommentSchema = z.object({
  atSeconds: z.number().finite().min(0).max(600),
  text: z.string().trim().min(1).max(CLIP_COMMENT_MAX),
});
export type CreateClipComment = z.infer<typeof createClipCommentSchema>;

/** `PUT /api/v1/clips/{id}/verdict`. */
export const clipVerdictBodySchema = z.object({ verdict: clipVerdictSchema });

/** The signed media links (`/api/v1/clips/{id}/media/{kind}?expires=&signature=`). */
export const clipMediaParamsSchema = z.object({ id: z.uuid(), kind: z.enum(['video', 'poster']) });
export const clipMediaQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** The tus creation's `Upload-Metadata` (decoded): the player and either a session or a challenge. */
export const clipUploadMetadataSchema = z
  .object({
    playerId: z.uuid(),
    sessionId: z.uuid().optional(),
    challengeId: z.uuid().optional(),
  })
  .refine((m) => (m.sessionId === undefined) !== (m.challengeId === undefined), {
    message: CLIP_MESSAGES.metadataInvalid,
    path: ['sessionId'],
  });

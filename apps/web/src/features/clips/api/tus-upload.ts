import { CLIP_MAX_BYTES } from '@academy/contract/constants';
import { Upload } from 'tus-js-client';
import { getToken } from '@/lib/auth-store';
import { errorText } from '@/lib/error-text';

export interface ClipTarget {
  playerId: string;
  sessionId?: string;
  challengeId?: string;
}

export interface ClipUploadCallbacks {
  onProgress: (sent: number, total: number) => void;
  onResumed: () => void;
  onSuccess: (clipId: string) => void;
  onError: (message: string) => void;
}

function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The server's translated message of a failed tus request, else null. */
function serverMessage(error: Error): string | null {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { code?: string; message?: string };
    return parsed.message ? errorText(parsed.code, parsed.message) : null;
  } catch {
    return null;
  }
}

export const tooLarge = (file: File) => file.size > CLIP_MAX_BYTES;

/**
 * Uploads a clip with tus: 5 MB chunks, retried after a dropped connection, and resumed after a
 * closed tab (the fingerprint of this file for this player and target stays in local storage until
 * the upload ends). Answers a function that pauses the upload.
 */
export async function startClipUpload(
  file: File,
  target: ClipTarget,
  callbacks: ClipUploadCallbacks,
  fallbackError: string,
): Promise<() => void> {
  const metadata: Record<string, string> = { playerId: target.playerId };
  if (target.sessionId) metadata.sessionId = target.sessionId;
  if (target.challengeId) metadata.challengeId = target.challengeId;
  const upload = new Upload(file, {
    endpoint: '/api/v1/clips/uploads',
    metadata,
    chunkSize: 5 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
    removeFingerprintOnSuccess: true,
    fingerprint: async (f) =>
      [
        'clip',
        target.playerId,
        target.sessionId ?? target.challengeId,
        f.name,
        f.type,
        f.size,
        f.lastModified,
      ].join('-'),
    onBeforeRequest: (request) => {
      request.setHeader('Authorization', `Bearer ${getToken() ?? ''}`);
      const xsrf = xsrfToken();
      if (xsrf) request.setHeader('X-XSRF-TOKEN', xsrf);
    },
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(upload.url?.split('/').pop() ?? ''),
    onError: (error) => callbacks.onError(serverMessage(error) ?? fallbackError),
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) {
    upload.resumeFromPreviousUpload(previous[0]);
    callbacks.onResumed();
  }
  upload.start();
  return () => void upload.abort();
}

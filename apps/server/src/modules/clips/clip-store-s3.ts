import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { S3Settings } from '../../config.ts';
import { assertClipId } from './clip-files.ts';

/** tus parts of 8 MiB (S3 takes parts of at least 5 MiB but the last; smaller PATCHes wait in `<id>.part`). */
const PART_BYTES = 8 * 1024 * 1024;

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ['NotFound', 'NoSuchKey', 'NoSuchUpload'].includes(
    (error as { name?: string; Code?: string }).Code ?? (error as { name?: string }).name ?? '',
  );

const bodyStream = (body: unknown): Readable => {
  if (body instanceof Readable) return body;
  throw new Error('the S3 client answered without a stream');
};

/**
 * Clips in an S3-compatible bucket. Keys: the tus original `<id>` (with `<id>.info`, and `<id>.part`
 * while a PATCH ended between parts), the media `media/<id>.mp4` and `media/<id>.jpg`. Checksums are
 * sent only where S3 requires them, as most S3-compatible services expect.
 */
export function s3ClipStore(settings: S3Settings) {
  const clientConfig: S3ClientConfig = {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3(clientConfig);
  const Bucket = settings.bucket;
  const mediaKey = (id: string, kind: 'video' | 'poster') => {
    assertClipId(id);
    return `media/${id}.${kind === 'video' ? 'mp4' : 'jpg'}`;
  };
  const uploadKeys = (id: string) => {
    assertClipId(id);
    return [id, `${id}.info`, `${id}.part`];
  };
  const remove = async (keys: string[]) => {
    await client.deleteObjects({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } });
  };
  const put = async (Key: string, file: string, ContentType: string) => {
    const { size } = await stat(file);
    await client.putObject({ Bucket, Key, Body: createReadStream(file), ContentLength: size, ContentType });
  };

  return {
    kind: 's3' as const,
    datastore: new S3Store({ partSize: PART_BYTES, s3ClientConfig: { bucket: Bucket, ...clientConfig } }),
    async original(id: string, workDir: string) {
      const [key] = uploadKeys(id);
      const file = path.join(workDir, 'original');
      const object = await client.getObject({ Bucket, Key: key });
      await pipeline(bodyStream(object.Body), createWriteStream(file, { mode: 0o600 }));
      return file;
    },
    async saveMedia(id: string, made: { video: string; poster: string }) {
      await put(mediaKey(id, 'video'), made.video, 'video/mp4');
      await put(mediaKey(id, 'poster'), made.poster, 'image/jpeg');
    },
    async media(id: string, kind: 'video' | 'poster') {
      const Key = mediaKey(id, kind);
      let size: number;
      try {
        size = (await client.headObject({ Bucket, Key })).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return {
        size,
        open: async ({ start, end }: { start: number; end: number }) =>
          bodyStream((await client.getObject({ Bucket, Key, Range: `bytes=${start}-${end}` })).Body),
      };
    },
    removeUpload: (id: string) => remove(uploadKeys(id)),
    async removeClip(id: string) {
      // An upload still in progress: its multipart upload is aborted (its parts are not objects).
      try {
        const info = await client.headObject({ Bucket, Key: `${uploadKeys(id)[0]}.info` });
        const UploadId = info.Metadata?.['upload-id'];
        if (UploadId) await client.abortMultipartUpload({ Bucket, Key: id, UploadId });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      await remove([...uploadKeys(id), mediaKey(id, 'video'), mediaKey(id, 'poster')]);
    },
  };
}

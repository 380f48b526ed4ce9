import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import type { Config } from '../../config.ts';
import { clipDirs, diskClipStore } from './clip-files.ts';
import { s3ClipStore } from './clip-store-s3.ts';
import { type TranscodeResult, transcodeClip } from './transcode.ts';

/** A stored video or poster: its size, and a stream of the bytes `start`…`end` (inclusive). */
export interface StoredMedia {
  size: number;
  open(range: { start: number; end: number }): Promise<Readable>;
}

/**
 * Where a clip's files live (`CLIP_STORE`): the tus originals until processed, then the MP4 and the
 * poster. `disk`: DATA_DIR/clips (default); `s3`: an S3-compatible bucket (`@tus/s3-store`, multipart
 * uploads, so a tus upload resumes on any process). Every id is a uuid checked by the store.
 */
export interface ClipStore {
  readonly kind: 'disk' | 's3';
  /** The tus datastore of the originals (key or file name: the clip id). */
  readonly datastore: DataStore;
  /** A local file with the original, for ffmpeg (the bucket's copy is fetched into `workDir`). */
  original(id: string, workDir: string): Promise<string>;
  /** Keeps the transcoded video and poster (local files, moved or uploaded). */
  saveMedia(id: string, made: { video: string; poster: string }): Promise<void>;
  /** The video or poster, or null when there is none. */
  media(id: string, kind: 'video' | 'poster'): Promise<StoredMedia | null>;
  /** Removes the original (after processing). */
  removeUpload(id: string): Promise<void>;
  /** Removes everything of a clip: an upload in progress, the original, the media. */
  removeClip(id: string): Promise<void>;
}

const stores = new WeakMap<Pick<Config, 'dataDir' | 'clipStore'>, ClipStore>();

/** The clip store of a configuration (one per configuration: its S3 clients are reused). */
export function clipStore(config: Pick<Config, 'dataDir' | 'clipStore'>): ClipStore {
  let store = stores.get(config);
  if (!store) {
    store = config.clipStore.kind === 's3' ? s3ClipStore(config.clipStore) : diskClipStore(config);
    stores.set(config, store);
  }
  return store;
}

/** Transcodes a clip's original from the store into a scratch folder and stores the result. */
export async function transcodeStored(
  config: Pick<Config, 'dataDir' | 'clipStore'>,
  id: string,
): Promise<TranscodeResult> {
  const store = clipStore(config);
  const dir = await mkdtemp(path.join(clipDirs(config).work, `${id}-`));
  try {
    const original = await store.original(id, dir);
    const made = { video: path.join(dir, 'video.mp4'), poster: path.join(dir, 'poster.jpg') };
    const result = await transcodeClip(original, made.video, made.poster);
    if (result.ok) await store.saveMedia(id, made);
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

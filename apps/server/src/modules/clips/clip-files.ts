import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** Where clips live in DATA_DIR: the tus uploads (the originals, until processed) and the media. */
export function clipDirs(config: Pick<Config, 'dataDir'>) {
  const root = path.join(config.dataDir, 'clips');
  const dirs = { uploads: path.join(root, 'uploads'), media: path.join(root, 'media') };
  mkdirSync(dirs.uploads, { recursive: true, mode: 0o700 });
  mkdirSync(dirs.media, { recursive: true, mode: 0o700 });
  return dirs;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The files of one clip (`id` is a uuid: never a path of the caller's choosing). */
export function clipFiles(config: Pick<Config, 'dataDir'>, id: string) {
  if (!UUID.test(id)) throw new Error('not a clip id');
  const dirs = clipDirs(config);
  return {
    upload: path.join(dirs.uploads, id),
    uploadInfo: path.join(dirs.uploads, `${id}.json`),
    video: path.join(dirs.media, `${id}.mp4`),
    poster: path.join(dirs.media, `${id}.jpg`),
  };
}

/** Removes the original upload (after processing). */
export async function removeUpload(config: Pick<Config, 'dataDir'>, id: string): Promise<void> {
  const files = clipFiles(config, id);
  await Promise.all([rm(files.upload, { force: true }), rm(files.uploadInfo, { force: true })]);
}

/** Removes every file of a clip (retention, the account's deletion, a cancelled upload). */
export async function removeClipFiles(config: Pick<Config, 'dataDir'>, id: string): Promise<void> {
  const files = clipFiles(config, id);
  await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
}

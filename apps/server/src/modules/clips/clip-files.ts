import { createReadStream, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Config } from '../../config.ts';

/**
 * Where clips live in DATA_DIR: the tus uploads (the originals, until processed), the media, and the
 * transcoder's scratch folders (also with an S3 store: ffmpeg reads and writes local files only).
 */
export function clipDirs(config: Pick<Config, 'dataDir'>) {
  const root = path.join(config.dataDir, 'clips');
  const dirs = {
    uploads: path.join(root, 'uploads'),
    media: path.join(root, 'media'),
    work: path.join(root, 'work'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dirs;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Throws unless `id` is a uuid: never a path or key of the caller's choosing. */
export function assertClipId(id: string): void {
  if (!UUID.test(id)) throw new Error('not a clip id');
}

/** The files of one clip on disk. */
export function clipFiles(config: Pick<Config, 'dataDir'>, id: string) {
  assertClipId(id);
  const dirs = clipDirs(config);
  return {
    upload: path.join(dirs.uploads, id),
    uploadInfo: path.join(dirs.uploads, `${id}.json`),
    video: path.join(dirs.media, `${id}.mp4`),
    poster: path.join(dirs.media, `${id}.jpg`),
  };
}

/** The default clip store: files in DATA_DIR/clips (see clip-store.ts for the contract). */
export function diskClipStore(config: Pick<Config, 'dataDir'>) {
  return {
    kind: 'disk' as const,
    datastore: new FileStore({ directory: clipDirs(config).uploads }),
    original: async (id: string) => clipFiles(config, id).upload,
    async saveMedia(id: string, made: { video: string; poster: string }) {
      const files = clipFiles(config, id);
      await rename(made.video, files.video);
      await rename(made.poster, files.poster);
    },
    async media(id: string, kind: 'video' | 'poster') {
      const file = clipFiles(config, id)[kind];
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) return null;
      return {
        size,
        open: async (range: { start: number; end: number }) => createReadStream(file, range),
      };
    },
    async removeUpload(id: string) {
      const files = clipFiles(config, id);
      await Promise.all([rm(files.upload, { force: true }), rm(files.uploadInfo, { force: true })]);
    },
    async removeClip(id: string) {
      await Promise.all(Object.values(clipFiles(config, id)).map((file) => rm(file, { force: true })));
    },
  };
}

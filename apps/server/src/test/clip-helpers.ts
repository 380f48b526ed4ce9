import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './helpers.ts';

/**
 * A tiny clip made at test time (2 s, 160×120, H.264 + AAC in a QuickTime file) with the location
 * tags an iPhone writes, so a test can check none of it survives.
 */
export function makeTinyClip(
  options: { seconds?: number; container?: 'mov' | 'webm'; fps?: number } = {},
): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clip-'));
  const container = options.container ?? 'mov';
  const file = path.join(dir, `clip.${container}`);
  const codec =
    container === 'webm' ? ['-c:v', 'libvpx', '-b:v', '100k'] : ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x120:rate=${options.fps ?? 10}`,
    '-t',
    String(options.seconds ?? 2),
    ...(container === 'mov'
      ? [
          '-movflags',
          'use_metadata_tags',
          '-metadata',
          'location=+59.3293+018.0686/',
          '-metadata',
          'com.apple.quicktime.location.ISO6709=+59.3293+018.0686/',
        ]
      : []),
    ...codec,
    file,
  ]);
  return readFileSync(file);
}

const b64 = (value: string) => Buffer.from(value).toString('base64');

export function uploadMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
}

/** tus creation: the answer (201 with a Location ending in the clip id, or an error). */
export function createUpload(
  t: TestApp,
  headers: { authorization: string },
  length: number,
  metadata: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/clips/uploads',
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': uploadMetadata(metadata),
    },
  });
}

export function patchUpload(
  t: TestApp,
  headers: { authorization: string },
  id: string,
  offset: number,
  body: Buffer,
) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/clips/uploads/${id}`,
    headers: {
      ...headers,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });
}

export function headUpload(t: TestApp, headers: { authorization: string }, id: string) {
  return t.app.inject({
    method: 'HEAD',
    url: `/api/v1/clips/uploads/${id}`,
    headers: { ...headers, 'tus-resumable': '1.0.0' },
  });
}

/** Uploads a whole clip in one PATCH and answers its id. */
export async function uploadClip(
  t: TestApp,
  headers: { authorization: string },
  metadata: Record<string, string>,
  bytes: Buffer,
): Promise<string> {
  const created = await createUpload(t, headers, bytes.length, metadata);
  expect(created.statusCode, created.body).toBe(201);
  const id = String(created.headers.location).split('/').pop()!;
  const patched = await patchUpload(t, headers, id, 0, bytes);
  expect(patched.statusCode, patched.body).toBe(204);
  return id;
}

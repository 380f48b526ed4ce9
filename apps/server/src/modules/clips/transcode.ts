import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CLIP_MAX_SECONDS } from '@academy/contract';
import { type FfmpegBinaries, ffmpegBinaries } from './ffmpeg-binary.ts';

/** Every upload is hostile: only these containers and codecs are read, from local files only. */
export const INPUT_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm';
export const VIDEO_CODECS = new Set(['h264', 'hevc', 'vp8', 'vp9', 'av1']);
/** A run of ffmpeg or ffprobe is killed after this long, and may use at most this much memory. */
export const RUN_TIMEOUT_MS = 120_000;
export const RUN_MEMORY_BYTES = 1536 * 1024 * 1024;
/** The output: at most 1280 px on the long side (720p for a landscape clip), H.264 + AAC, faststart. */
const SCALE =
  "scale='if(gte(iw,ih),min(1280,iw),-2)':'if(gte(iw,ih),-2,min(1280,ih))',scale=trunc(iw/2)*2:trunc(ih/2)*2";

export type TranscodeResult =
  | { ok: true; durationSeconds: number }
  | { ok: false; reason: 'TOO_LONG' | 'UNSUPPORTED' | 'FAILED' };

const hasPrlimit = existsSync('/usr/bin/prlimit');

/** Runs a binary with the time and memory limits; resolves with its output, rejects on failure. */
export function runLimited(binary: string, args: string[]): Promise<string> {
  const [command, commandArgs] = hasPrlimit
    ? ['/usr/bin/prlimit', [`--as=${RUN_MEMORY_BYTES}`, '--', binary, ...args]]
    : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (out.length < 1_000_000) out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${binary} ended with ${signal ?? code}: ${err.trim().slice(-500)}`));
    });
  });
}

interface Probe {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; duration?: string }[];
}

export async function probe(binaries: FfmpegBinaries, file: string): Promise<Probe> {
  const out = await runLimited(binaries.ffprobe, [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    INPUT_FORMATS,
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    `file:${file}`,
  ]);
  return JSON.parse(out) as Probe;
}

const durationOf = (p: Probe): number | null => {
  const value = Number(p.format?.duration ?? p.streams?.find((s) => s.codec_type === 'video')?.duration);
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * Transcodes an upload to H.264 MP4 (faststart, no metadata of the original: no location) and a
 * poster JPEG. Longer than 60 s, or not one of the accepted containers and codecs: not transcoded.
 */
export async function transcodeClip(input: string, video: string, poster: string): Promise<TranscodeResult> {
  const binaries = ffmpegBinaries();
  if (!binaries) return { ok: false, reason: 'FAILED' };
  let source: Probe;
  try {
    source = await probe(binaries, input);
  } catch {
    return { ok: false, reason: 'UNSUPPORTED' };
  }
  const videoStream = source.streams?.find((s) => s.codec_type === 'video');
  if (!videoStream?.codec_name || !VIDEO_CODECS.has(videoStream.codec_name))
    return { ok: false, reason: 'UNSUPPORTED' };
  const declared = durationOf(source);
  if (declared !== null && declared > CLIP_MAX_SECONDS + 0.5) return { ok: false, reason: 'TOO_LONG' };
  const inputOptions = ['-protocol_whitelist', 'file', '-format_whitelist', INPUT_FORMATS];
  try {
    await runLimited(binaries.ffmpeg, [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-y',
      ...inputOptions,
      '-i',
      `file:${input}`,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-map_metadata',
      '-1',
      '-map_metadata:s:v',
      '-1',
      '-map_metadata:s:a',
      '-1',
      '-map_chapters',
      '-1',
      '-dn',
      '-sn',
      // A recorder's WebM may not say how long it is: never write more than one second past the limit.
      '-t',
      String(CLIP_MAX_SECONDS + 1),
      '-vf',
      SCALE,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '2',
      '-movflags',
      '+faststart',
      '-threads',
      '2',
      '-f',
      'mp4',
      `file:${video}`,
    ]);
    const output = durationOf(await probe(binaries, video));
    if (output === null) return { ok: false, reason: 'FAILED' };
    if (output > CLIP_MAX_SECONDS + 0.5) return { ok: false, reason: 'TOO_LONG' };
    await runLimited(binaries.ffmpeg, [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-protocol_whitelist',
      'file',
      '-i',
      `file:${video}`,
      '-ss',
      String(Math.min(1, output / 2)),
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-q:v',
      '4',
      '-threads',
      '1',
      '-f',
      'image2',
      `file:${poster}`,
    ]);
    return { ok: true, durationSeconds: Math.round(output * 10) / 10 };
  } catch {
    return { ok: false, reason: 'FAILED' };
  }
}

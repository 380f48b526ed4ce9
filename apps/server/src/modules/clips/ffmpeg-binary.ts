import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Where they come from: the start banner says it. */
  source: 'system' | 'npm';
  version: string;
}

function versionOf(binary: string): string | null {
  try {
    const run = spawnSync(binary, ['-version'], { encoding: 'utf8', timeout: 5000 });
    if (run.status !== 0) return null;
    return /version (\S+)/.exec(run.stdout)?.[1] ?? 'unknown';
  } catch {
    return null;
  }
}

let found: FfmpegBinaries | null | undefined;

/**
 * The ffmpeg and ffprobe to run: the system's when present (newer, patched by the distribution),
 * else the binaries of `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` (old builds, but
 * `npm ci` brings them on any machine). Null when neither exists (clips then end REJECTED).
 */
export function ffmpegBinaries(): FfmpegBinaries | null {
  if (found !== undefined) return found;
  const system = versionOf('ffmpeg');
  if (system && versionOf('ffprobe')) {
    found = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', source: 'system', version: system };
    return found;
  }
  try {
    const require = createRequire(import.meta.url);
    const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    const version = versionOf(ffmpeg);
    found = version ? { ffmpeg, ffprobe, source: 'npm', version } : null;
  } catch {
    found = null;
  }
  return found;
}

/** The start banner's line about ffmpeg. */
export function ffmpegBanner(): string {
  const binaries = ffmpegBinaries();
  if (!binaries) return 'clips: no ffmpeg found (uploaded clips cannot be processed)';
  return binaries.source === 'system'
    ? `clips: system ffmpeg ${binaries.version}`
    : `clips: ffmpeg ${binaries.version} from @ffmpeg-installer/ffmpeg (no system ffmpeg)`;
}

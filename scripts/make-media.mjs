#!/usr/bin/env node
// `npm run media [-- --languages sv,fr]`: makes the home page's media from the product itself. Starts the built app (like
// `npm start`, own port and temporary DATA_DIR), drives it in Debian's Chromium at a phone viewport,
// takes screenshots of real screens per language for the carousel, and assembles a short demo clip
// per language (a scroll through the home page, then sign-up, sign-in and support) with ffmpeg.
// Writes apps/web/src/public/assets/media/ (see apps/web/src/features/home/media.ts for the names).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';
import { buildWebIntoTemp, CHROMIUM_FLAGS, CHROMIUM_PATH, startServedApp } from './served-app.mjs';

const OUT = path.join(root, 'apps/web/src/public/assets/media');
const ALL_LANGUAGES = ['en', 'sv', 'fr', 'pt'];
// `npm run media -- --languages sv,fr` re-makes only those languages.
const languagesIndex = process.argv.indexOf('--languages');
const LANGUAGES =
  languagesIndex > 0
    ? process.argv[languagesIndex + 1].split(',').filter((l) => ALL_LANGUAGES.includes(l))
    : ALL_LANGUAGES;
const SCREENS = [
  ['login', '/auth/login'],
  ['signup', '/auth/signup'],
  ['terms', '/terms-of-service'],
  ['privacy', '/privacy-policy'],
  ['support', '/support'],
];
const PHONE = { width: 360, scale: 1.5 };
const SCREENSHOT_HEIGHT = 720; // 540 × 1080 px files
const VIDEO_HEIGHT = 640; // 540 × 960 px clips
const MAX_CLIP_BYTES = 2 * 1024 * 1024;
const CONTENT_TYPES = { '.webp': 'image/webp', '.webm': 'video/webm', '.mp4': 'video/mp4' };

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${args.join(' ')}`);
}

function toWebp(png, webp, quality = 72) {
  ffmpeg(['-i', png, '-c:v', 'libwebp', '-quality', String(quality), '-compression_level', '6', webp]);
}

function imageHeight(png) {
  const probe = spawnSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=height', '-of', 'csv=p=0', png],
    { encoding: 'utf8' },
  );
  return Number(probe.stdout.trim());
}

/** Waits until the page shows its heading, its translations and its images. */
async function settle(page) {
  try {
    await page
      .locator('h1')
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(async () => {
        // A busy machine now and then leaves a first load blank; one reload settles it.
        console.log(`  ${page.url()}: no heading yet, reloading`);
        await page.reload();
        await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
      });
  } catch (error) {
    const shot = path.join(os.tmpdir(), `academy-media-failure-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    throw new Error(`${page.url()} showed no heading (screenshot: ${shot})`, { cause: error });
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Lazy images below the fold would be blank in a full-page shot: load and decode them all.
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    await document.fonts.ready;
  });
  await page.waitForTimeout(500);
}

/**
 * The clip: the home page held, scrolled through, then sign-up, sign-in and support, sliding in
 * one after another. One master render, then VP9 (WebM) and H.264 (MP4) encodes.
 */
function assembleClip({ homeFull, screens, work, language }) {
  const fps = 24;
  const fullHeight = imageHeight(homeFull);
  const scrollable = fullHeight - PHONE.width * PHONE.scale * (VIDEO_HEIGHT / PHONE.width);
  const hold = 1.2;
  const scrollSeconds = Math.min(8, Math.max(3, scrollable / 700));
  const first = hold + scrollSeconds + 1;
  const each = 2.6;
  const fade = 0.5;
  const inputs = ['-loop', '1', '-framerate', String(fps), '-t', String(first), '-i', homeFull];
  for (const screen of screens)
    inputs.push('-loop', '1', '-framerate', String(fps), '-t', String(each), '-i', screen);
  const speed = (scrollable / scrollSeconds).toFixed(2);
  const filters = [
    `[0:v]crop=540:960:0:'min(max(0,(t-${hold})*${speed}),ih-960)',setsar=1,format=yuv420p[s0]`,
    ...screens.map((_, i) => `[${i + 1}:v]scale=540:960,setsar=1,format=yuv420p[s${i + 1}]`),
  ];
  let last = 's0';
  let offset = first - fade;
  screens.forEach((_, i) => {
    const out = i === screens.length - 1 ? 'out' : `x${i}`;
    filters.push(
      `[${last}][s${i + 1}]xfade=transition=slideleft:duration=${fade}:offset=${offset.toFixed(2)}[${out}]`,
    );
    last = out;
    offset += each - fade;
  });
  const master = path.join(work, `master-${language}.mkv`);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-r',
    String(fps),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '10',
    master,
  ]);
  const webm = path.join(OUT, `demo-${language}.webm`);
  const mp4 = path.join(OUT, `demo-${language}.mp4`);
  ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '5',
    webm,
  ]);
  ffmpeg([
    '-i',
    master,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  for (const file of [webm, mp4]) {
    const size = statSync(file).size;
    if (size > MAX_CLIP_BYTES) throw new Error(`${path.basename(file)} is ${size} bytes, over 2 MB`);
    console.log(`  ${path.relative(root, file)}: ${(size / 1024).toFixed(0)} KB`);
  }
}

async function main() {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    throw new Error("ffmpeg is missing: install Debian's package (apt-get install -y ffmpeg)");
  }
  mkdirSync(OUT, { recursive: true });
  const distDir = await buildWebIntoTemp();
  const app = await startServedApp({ distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const work = mkdtempSync(path.join(os.tmpdir(), 'academy-media-'));
  const cleanUp = async () => {
    await browser.close().catch(() => {});
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    for (const language of LANGUAGES) {
      console.log(`${language}:`);
      const context = await browser.newContext({
        viewport: { width: PHONE.width, height: SCREENSHOT_HEIGHT },
        deviceScaleFactor: PHONE.scale,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      await context.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
      // The running build may predate the media made a moment ago: serve them from the source folder.
      await context.route('**/assets/media/**', async (route) => {
        const file = path.join(OUT, path.basename(new URL(route.request().url()).pathname));
        if (!existsSync(file)) return route.continue();
        return route.fulfill({ path: file, contentType: CONTENT_TYPES[path.extname(file)] });
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`  page error on ${page.url()}: ${error.message}`));
      page.on('requestfailed', (request) =>
        console.log(`  request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );

      for (const [key, url] of SCREENS) {
        await page.goto(`${app.baseURL}${url}`);
        await settle(page);
        const png = path.join(work, `screen-${key}-${language}.png`);
        await page.screenshot({ path: png });
        toWebp(png, path.join(OUT, `screen-${key}-${language}.webp`));
      }

      await page.setViewportSize({ width: PHONE.width, height: VIDEO_HEIGHT });
      const frames = {};
      for (const [key, url] of [
        ['home', '/'],
        ['signup', '/auth/signup'],
        ['login', '/auth/login'],
        ['support', '/support'],
      ]) {
        await page.goto(`${app.baseURL}${url}`);
        await settle(page);
        frames[key] = path.join(work, `frame-${key}-${language}.png`);
        await page.screenshot({ path: frames[key] });
        if (key === 'home') {
          // The poster is the clip's first frame; made first so the full-page shot shows it too.
          toWebp(frames.home, path.join(OUT, `demo-${language}-poster.webp`), 70);
          await page.goto(`${app.baseURL}/`);
          await settle(page);
          frames.homeFull = path.join(work, `frame-home-full-${language}.png`);
          await page.screenshot({ path: frames.homeFull, fullPage: true });
        }
      }
      assembleClip({
        homeFull: frames.homeFull,
        screens: [frames.signup, frames.login, frames.support],
        work,
        language,
      });
      await context.close();
    }
  } finally {
    await cleanUp();
  }
  console.log(`Media written to ${path.relative(root, OUT)}. Run npm run build to serve them.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

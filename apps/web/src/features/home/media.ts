/*
 * The home page's media, made from the product itself by `npm run media` (scripts/make-media.mjs),
 * which writes exactly these files and sizes under src/public/assets/media/.
 */
export const MEDIA_PATH = '/assets/media';

/** Spec §2: sv, pt and fr have their own video (and screenshots); every other language gets English. */
export type VideoLanguage = 'en' | 'sv' | 'fr' | 'pt';

export function videoLanguage(language: string | undefined): VideoLanguage {
  return language === 'sv' || language === 'pt' || language === 'fr' ? language : 'en';
}

export const DEMO_VIDEO_SIZE = { width: 540, height: 960 } as const;

export function demoVideo(language: VideoLanguage) {
  return {
    webm: `${MEDIA_PATH}/demo-${language}.webm`,
    mp4: `${MEDIA_PATH}/demo-${language}.mp4`,
    poster: `${MEDIA_PATH}/demo-${language}-poster.webp`,
  };
}

export const SCREENSHOT_KEYS = ['login', 'signup', 'terms', 'privacy', 'support'] as const;
export type ScreenshotKey = (typeof SCREENSHOT_KEYS)[number];
export const SCREENSHOT_SIZE = { width: 540, height: 1080 } as const;

/** The screenshots are taken per language too, so a visitor sees the screens in their own language. */
export function screenshotSrc(key: ScreenshotKey, language: VideoLanguage): string {
  return `${MEDIA_PATH}/screen-${key}-${language}.webp`;
}

import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Addresses the service worker leaves to the network (api-contract.md "Habits: … offline"): the API
 * (tokens included: the page alone refreshes them), the payment sandbox, checkout and its return,
 * receipts, the calendar feeds, and the guardian pages (approval, consents, the household).
 */
export const NETWORK_ONLY_PATHS = [
  /^\/api(\/|$|\?)/,
  /^\/oauth\//,
  /^\/sandbox\//,
  /^\/receipts\//,
  /checkout/,
  /card_return=/,
  /^\/guardian-approval/,
  /^\/household/,
  /^\/docs/,
];

/**
 * The installable app (vite-plugin-pwa, Workbox's generateSW): the app shell and its code are
 * precached, so the app opens without a network; nothing else is cached by the worker (saved
 * sessions live in IndexedDB, lib/offline). A new worker waits until the user presses "Reload"
 * (lib/pwa/register.ts). The program's pages register the worker once they have rendered, so a
 * first visit to the public pages downloads none of it.
 *
 * `importScripts` takes extra worker code (e.g. a push handler, a plain script in src/public).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  // The glob below takes the icons already.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Football Academy',
    short_name: 'Academy',
    description: 'Age-group football training for young players: sessions, progress and offline training.',
    start_url: '/program',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5d3b',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell and the code of every page; not the phone flags (one is fetched when needed) nor
    // the demo films.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}', 'assets/i18n/*.json'],
    globIgnores: ['assets/flags/**', 'assets/media/**', 'terms/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Every page of the app opens offline with the build's page without the home page's hints.
    navigateFallback: '/page.html',
    navigateFallbackDenylist: NETWORK_ONLY_PATHS,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    // The web push handler (docs/habits.md): the one worker shows reminders too.
    importScripts: ['/push-sw.js'],
    runtimeCaching: [],
  },
};

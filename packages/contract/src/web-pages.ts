/**
 * The paths of the web app's pages (its route table, apps/web/src/app/routes.tsx; a web unit test
 * keeps the two equal). The server answers these with the app and status 200, any other page path
 * with the app's not-found page and status 404. `:name` stands for one path segment, a final `*`
 * for any rest (a descendant route table).
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/terms-of-service',
  '/privacy-policy',
  '/support',
  '/auth/login',
  '/auth/signup',
  '/program',
  '/program/phase/:blockId/session/:sessionId',
  '/program/challenge/:challengeId',
  '/account',
  '/onboarding/verification',
  '/onboarding/role-selection',
  '/onboarding/player-basic-info',
  '/onboarding/manager-basic-info',
  '/auth/forgot-password',
  '/coach',
  '/coach/players/:playerId',
  '/join/:teamCode',
  '/guardian-approval',
  '/admin-invitation',
  '/household',
  '/household/consents',
  '/household/join',
  '/household/handover',
  '/household/schedule/:playerId',
  '/schedule',
  '/coach/events/:eventId',
  '/coach/clips',
  '/clips/new',
  '/clips/:id',
  // The console's own route table decides below /admin (its not-found page for the rest).
  '/admin/*',
] as const;

/** Whether `pathname` (no query) is one of the app's pages; a trailing slash is ignored. */
export function isWebPagePath(pathname: string, paths: readonly string[] = WEB_PAGE_PATHS): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return paths.some((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    if (parts.at(-1) === '*') {
      const head = parts.slice(0, -1);
      return segments.length >= head.length && head.every((part, i) => part === segments[i]);
    }
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

/**
 * The web app's one inline script, in the head of `/` and `/auth/login` (apps/web/build/first-paint.ts):
 * it shows their static first screen only to a first visit in English (nothing stored but the
 * English choice, no query string, and a browser whose first language the app speaks is English,
 * or none is); a signed-in user, another language, `?lang=`, a mobile token or a referral link get
 * the page without it. Inline, so the first paint waits for no script file; the
 * server's CSP allows exactly this text by its SHA-256 hash (apps/server/src/plugins/security.ts).
 */
export const FIRST_PAINT_SCRIPT =
  "try{let s=localStorage,p=location.search==='',l=(navigator.languages||[]).find(x=>/^(en|sv|fr|pt)\\b/i.test(x));if(s.length===0&&l&&!/^en/i.test(l))p=false;for(let i=0;i<s.length;i++)if(s.key(i)!=='language'||s.getItem('language')!=='en')p=false;if(p)document.documentElement.classList.add('first-paint')}catch{}";

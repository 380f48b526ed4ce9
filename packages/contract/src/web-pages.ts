/**
 * The paths of the web app's pages (its route table, apps/web/src/app/routes.tsx; a web unit test
 * keeps the two equal). The server answers these with the app and status 200, any other page path
 * with the app's not-found page and status 404. `:name` stands for one path segment.
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
  '/account',
  '/onboarding/verification',
  '/onboarding/role-selection',
  '/onboarding/player-basic-info',
  '/onboarding/manager-basic-info',
] as const;

/** Whether `pathname` (no query) is one of the app's pages; a trailing slash is ignored. */
export function isWebPagePath(pathname: string, paths: readonly string[] = WEB_PAGE_PATHS): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return paths.some((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

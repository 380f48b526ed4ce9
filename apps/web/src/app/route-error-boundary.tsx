import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AppNavbar } from '@/components/ui/app-navbar';
import { PageIntro } from '@/components/ui/page-intro';
import { useFirstPaintHandOver } from '@/lib/first-paint';
import { MAIN_CONTENT_ID } from './layouts/root-layout';
import { RouteErrorValueContext } from './router-state';

function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A failed first page must not stay behind the static first screen of index.html.
  useFirstPaintHandOver();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="d-flex flex-column min-vh-100">
      <AppNavbar showHome />
      <main id={MAIN_CONTENT_ID} className="flex-grow-1" tabIndex={-1}>
        {notFound ? (
          <div className="container py-5">
            <PageIntro title={t('notFound.title')} purpose={t('notFound.text')} />
            <Link to="/" className="btn btn-primary">
              {t('notFound.link')}
            </Link>
          </div>
        ) : (
          <div className="container py-5" role="alert">
            <PageIntro title={t('routeError.title')} purpose={t('routeError.text')} />
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </button>
          </div>
        )}
      </main>
    </div>
  );
}

/** Inside a data router (the tests' createMemoryRouter) the error comes from useRouteError(). */
function DataRouterError() {
  return <RouteErrorView error={useRouteError()} />;
}

/**
 * Shown when a route fails to render or its code cannot be downloaded (offline, or an old tab
 * after a deploy removed the chunk). Reloading fetches the current build. The app's router
 * (router.tsx) hands it the error by context.
 */
export function RouteErrorBoundary() {
  const failed = useContext(RouteErrorValueContext);
  return failed ? <RouteErrorView error={failed.error} /> : <DataRouterError />;
}

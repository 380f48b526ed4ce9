import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '../scroll-restoration';

export const MAIN_CONTENT_ID = 'main-content';

/** Wraps every route: a skip link for keyboard users and scroll restoration between pages. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light"
      >
        {t('nav.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}

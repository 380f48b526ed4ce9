import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppFooter } from '@/components/ui/app-footer';
import { AppNavbar } from '@/components/ui/app-navbar';
import { type RouteHandle, useRouteHandles } from '../router-state';
import { MAIN_CONTENT_ID } from './root-layout';

/** The deepest matched route decides whether the navbar shows its home button. */
function useShowHome(): boolean {
  const handles = useRouteHandles();
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i] as RouteHandle | undefined;
    if (handle?.showHome !== undefined) return handle.showHome;
  }
  return true;
}

/** Navigation bar, the page (`children`, else the matched route), and the footer. */
export function MainLayout({ children }: { children?: ReactNode }) {
  const showHome = useShowHome();
  return (
    <>
      <AppNavbar showHome={showHome} />
      <main id={MAIN_CONTENT_ID} className="flex-grow-1" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <AppFooter />
    </>
  );
}

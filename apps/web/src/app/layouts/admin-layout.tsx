import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppNavbar } from '@/components/ui/app-navbar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { MAIN_CONTENT_ID } from './root-layout';

/** The academy console: the product's navbar, the console's own navigation beside (or above) the page. */
export default function AdminLayout() {
  return (
    <>
      <AppNavbar showHome />
      <div className="container-fluid flex-grow-1">
        <div className="row">
          <div className="col-md-3 col-xl-2 border-end bg-body-tertiary py-3">
            <AdminNav />
          </div>
          <main id={MAIN_CONTENT_ID} className="col-md-9 col-xl-10 py-4 px-md-4" tabIndex={-1}>
            <Suspense fallback={<LoadingSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </>
  );
}

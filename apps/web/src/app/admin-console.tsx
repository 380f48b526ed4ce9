import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { AppNavbar } from '@/components/ui/app-navbar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { useUserState } from '@/lib/user-store';
import AdminLayout from './layouts/admin-layout';
import { MAIN_CONTENT_ID } from './layouts/root-layout';

const OverviewPage = lazy(() => import('@/features/admin/routes/overview-page'));
const UsersPage = lazy(() => import('@/features/admin/routes/users-page'));
const UserPage = lazy(() => import('@/features/admin/routes/user-page'));
const AdminsPage = lazy(() => import('@/features/admin/routes/admins-page'));
const SupportInboxPage = lazy(() => import('@/features/admin/routes/support-inbox-page'));
const ProgramsPage = lazy(() => import('@/features/admin/routes/programs-page'));
const ProgramPage = lazy(() => import('@/features/admin/routes/program-page'));
const ChallengesPage = lazy(() => import('@/features/admin/routes/challenges-page'));
const AuditPage = lazy(() => import('@/features/admin/routes/audit-page'));
const WelfarePage = lazy(() => import('@/features/admin/routes/welfare-page'));
const TwoFactorSetupPage = lazy(() => import('@/features/admin/routes/two-factor-setup-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * The console's own route table, below /admin. It is a descendant of the app's route table rather
 * than part of it because the data router downloads every matched route's code before any guard
 * runs: this way only AdminGuard's admins ever load it. Each page is its own chunk.
 */
export default function AdminConsole() {
  const { user } = useUserState();
  // Admins work only with two-factor on: without it, the console walks them through turning it on
  // (and shows the recovery codes until they go on) before anything else.
  const [settingUp, setSettingUp] = useState(() => !user?.twoFAEnabledStatus);
  if (settingUp && user) {
    return (
      <>
        <AppNavbar showHome />
        <main id={MAIN_CONTENT_ID} className="container py-4 flex-grow-1" tabIndex={-1}>
          <Suspense fallback={<LoadingSpinner />}>
            <TwoFactorSetupPage userId={user.id} onDone={() => setSettingUp(false)} />
          </Suspense>
        </main>
      </>
    );
  }
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserPage />} />
        <Route path="admins" element={<AdminsPage />} />
        <Route path="support" element={<SupportInboxPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="programs/:id" element={<ProgramPage />} />
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="welfare" element={<WelfarePage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

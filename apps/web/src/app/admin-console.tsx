import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import AdminLayout from './layouts/admin-layout';

const OverviewPage = lazy(() => import('@/features/admin/routes/overview-page'));
const UsersPage = lazy(() => import('@/features/admin/routes/users-page'));
const UserPage = lazy(() => import('@/features/admin/routes/user-page'));
const AdminsPage = lazy(() => import('@/features/admin/routes/admins-page'));
const SupportInboxPage = lazy(() => import('@/features/admin/routes/support-inbox-page'));
const ProgramsPage = lazy(() => import('@/features/admin/routes/programs-page'));
const ProgramPage = lazy(() => import('@/features/admin/routes/program-page'));
const ChallengesPage = lazy(() => import('@/features/admin/routes/challenges-page'));
const AuditPage = lazy(() => import('@/features/admin/routes/audit-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * The console's own route table, below /admin. It is a descendant of the app's route table rather
 * than part of it because the data router downloads every matched route's code before any guard
 * runs: this way only AdminGuard's admins ever load it. Each page is its own chunk.
 */
export default function AdminConsole() {
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
        <Route path="audit" element={<AuditPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

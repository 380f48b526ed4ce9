import { Outlet } from 'react-router';
import { AppNavbar } from '@/components/ui/app-navbar';
import { MAIN_CONTENT_ID } from './root-layout';

/** Spec §2, onboarding: a navbar without the home button (the logo links home), then the step. */
export function OnboardingLayout() {
  return (
    <>
      <AppNavbar showHome={false} />
      <main id={MAIN_CONTENT_ID} className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

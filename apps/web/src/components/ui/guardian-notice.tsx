import { lazy, Suspense } from 'react';
import { useUserState } from '@/lib/user-store';

const GuardianNoticeContent = lazy(() => import('./guardian-notice-content'));

/**
 * Home, /program and /account: while a player under 16 waits for their guardian's approval, says so
 * and offers to send the mail again. Loads its code only for a signed-in player.
 */
export function GuardianNotice({ inContainer = false }: { inContainer?: boolean }) {
  const { user } = useUserState();
  if (!user?.player || !user.authorities.includes('ROLE_PLAYER')) return null;
  return (
    <Suspense fallback={null}>
      <GuardianNoticeContent userId={user.id} inContainer={inContainer} />
    </Suspense>
  );
}

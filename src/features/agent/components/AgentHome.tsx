import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Spinner } from '@/components';
import { session } from '@/lib/state/session';
import { useLoginState } from '@/features/session';

/**
 * SPEC §2 /agentHome: the agent back office. Only agents stay: a guest, a
 * player or a trial account is sent back to /agent. While member info for a
 * stored token is still loading, the page waits rather than guessing.
 */
export function AgentHome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = useSnapshot(session);
  const { isLogin, isAgent, isTrial } = useLoginState();
  if (!token) return <Navigate to="/agent" replace />;
  if (!isLogin) return <Spinner label={t('common.loading')} />;
  if (!isAgent || isTrial) return <Navigate to="/agent" replace />;
  return children;
}

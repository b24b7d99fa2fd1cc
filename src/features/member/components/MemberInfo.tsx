import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { useLoginState } from '../../session';
import { Balance } from './Balance';
import styles from './MemberInfo.module.css';
import { memberPageHref } from '@/lib/centrePages';
import { pagePath } from '@/lib/pages';
import { MemberMenu } from './MemberMenu';
import { CopyResultDialog, type CopyResult } from './UserIdCopy';
import type { MemberPanelSlots } from './panelSlots';

/** SPEC §2 Member info in the header, for a logged-in user: balance, deposit/withdraw, avatar with VIP, id copy and the menu. */
export function MemberInfo({ contractBadge, contracts, withdrawable }: MemberPanelSlots) {
  const { t } = useTranslation();
  const { userInfo, isAgent } = useLoginState();
  const [copyResult, setCopyResult] = useState<CopyResult | null>(null);
  if (!userInfo) return null;
  return (
    <div className={styles.member} data-testid="member-info">
      {contractBadge}
      <Balance />
      <Link to={memberPageHref('depositv2')} className={`${styles.shortcut} ${styles.deposit}`}>
        {t('header.deposit')}
      </Link>
      <Link to={memberPageHref('withdraw')} className={styles.shortcut}>
        {t('header.withdraw')}
      </Link>
      {/* SPEC §2 Header shortcuts: the agent door for every visitor but a member who is not an agent. */}
      {isAgent ? (
        <Link to={pagePath('agent')} className={styles.shortcut} data-testid="header-agent-link">
          {t('header.agent')}
        </Link>
      ) : null}
      <MemberMenu onCopyResult={setCopyResult} contracts={contracts} withdrawable={withdrawable} />
      {copyResult ? <CopyResultDialog result={copyResult} userId={userInfo.account} onClose={() => setCopyResult(null)} /> : null}
    </div>
  );
}

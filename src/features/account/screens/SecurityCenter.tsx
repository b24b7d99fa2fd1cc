import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, pageKit, Skeleton } from '@/components';
import { useAvatarUrl } from '../../member';
import { useProfile, useSecurityConfig } from '../api';
import { AccountHero } from '../components/AccountHero';
import { AvatarPicker } from '../components/AvatarPicker';
import { LoginHistoryCard } from '../components/LoginHistoryCard';
import { ProfileCard } from '../components/ProfileCard';
import { SecurityCard } from '../components/SecurityCard';
import { kycState, securityScore } from '../rules/security';
import styles from './account.module.css';

/**
 * securityCenter ("My account", the member centre's default page): who the
 * member is (avatar, VIP, member since, security level), the SPEC §3
 * profile, the security settings (login and payment passwords, bound mobile,
 * KYC) and the login history.
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const profile = useProfile();
  const security = useSecurityConfig();
  const [pickerOpen, setPickerOpen] = useState(false);
  const avatarUrl = useAvatarUrl();

  if (profile.isPending) return <SecurityCenterSkeleton label={t('account.loading')} />;
  if (profile.isError) {
    return (
      <div className={`${styles.card} ${styles.errorCard}`} role="alert">
        <Icon name="alert" size={32} />
        <p className={pageKit.muted}>{t('account.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  }
  const info = profile.data;
  if (!info) return <SecurityCenterSkeleton label={t('account.loading')} />;
  const kyc = kycState(security.data);
  return (
    <div className={pageKit.page5}>
      <AccountHero info={info} score={securityScore(info, kyc)} pickerOpen={pickerOpen} onTogglePicker={() => setPickerOpen((open) => !open)} />
      {pickerOpen ? (
        <div id="account-avatar-picker">
          <AvatarPicker currentUrl={avatarUrl} onChosen={() => setPickerOpen(false)} />
        </div>
      ) : null}
      <div className={styles.grid}>
        <ProfileCard info={info} />
        <SecurityCard info={info} kyc={kyc} />
      </div>
      <LoginHistoryCard />
    </div>
  );
}

function SecurityCenterSkeleton({ label }: { label: string }) {
  return (
    <div className={pageKit.page5} role="status" aria-label={label}>
      <Skeleton height={136} radius={16} />
      <div className={styles.grid}>
        <div className={`${styles.card} ${styles.skeletonStack}`}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </div>
        <div className={`${styles.card} ${styles.skeletonStack}`}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={64} radius={10} />
          ))}
        </div>
      </div>
    </div>
  );
}

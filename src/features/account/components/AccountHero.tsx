import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { MemberInfo } from '@contracts/shared/entities';
import { Icon, pageKit } from '@/components';
import { formatDate } from '@/lib/format';
import { useAvatarUrl } from '../../member';
import styles from '../screens/account.module.css';

interface HeroProps {
  info: MemberInfo;
  score: { done: number; total: number };
  pickerOpen: boolean;
  onTogglePicker: () => void;
}

/** Who the member is at a glance: avatar (with the picker's toggle), nickname, account, VIP, member since, and the security level. */
export function AccountHero({ info, score, pickerOpen, onTogglePicker }: HeroProps) {
  const { t } = useTranslation();
  const avatar = useAvatarUrl();
  const percent = Math.round((score.done / score.total) * 100);
  return (
    <section className={styles.hero} aria-label={t('account.hero.label')}>
      <div className={styles.avatarWrap}>
        <span className={styles.avatarRing}>
          <AvatarImage url={avatar} />
        </span>
        <button type="button" className={styles.avatarEdit} aria-expanded={pickerOpen} aria-controls="account-avatar-picker" aria-label={t('account.avatar.change')} onClick={onTogglePicker}>
          <Icon name="refresh" size={16} />
        </button>
      </div>
      <div className={styles.identity}>
        <p className={styles.nickname}>{info.nickname}</p>
        <ul className={styles.facts}>
          <li>
            {t('account.hero.account')} <strong>{info.account}</strong>
          </li>
          <li>
            <span className={styles.vip}>
              <Icon name="crown" size={12} />
              {t('account.hero.vip', { level: info.vipRankLevel, name: info.vipLabelName })}
            </span>
          </li>
          {info.registeredAt ? (
            <li>
              {t('account.hero.since')} <strong>{formatDate(info.registeredAt)}</strong>
            </li>
          ) : null}
        </ul>
      </div>
      <div className={styles.heroScore}>
        <p className={styles.scoreLabel}>
          <span>{t('account.hero.securityLevel')}</span>
          <strong>{t('account.hero.score', { done: score.done, total: score.total })}</strong>
        </p>
        <div className={styles.meter} role="meter" aria-label={t('account.hero.securityLevel')} aria-valuemin={0} aria-valuemax={score.total} aria-valuenow={score.done}>
          <span className={styles.meterFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={pageKit.mutedXs}>{score.done === score.total ? t('account.hero.allDone') : t('account.hero.improve')}</p>
      </div>
    </section>
  );
}

/** The avatar image, the user icon when it fails to load (SPEC §2 fallback). */
function AvatarImage({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.avatarImage} data-testid="account-avatar">
      {url && failed !== url ? <img src={url} alt="" width={90} height={90} onError={() => setFailed(url)} /> : <Icon name="user" size={44} />}
    </span>
  );
}

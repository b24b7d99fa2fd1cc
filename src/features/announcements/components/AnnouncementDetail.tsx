import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { Badge, Button, Icon } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import type { AnnouncementItem, PopupItem } from '../api';
import { RichText } from './RichText';
import { withoutRepeatedTitle } from '../rules/repeatedTitle';
import styles from './AnnouncementDetail.module.css';

/** SPEC §2: a go-to-promotion button opens the reward centre when the item has a promotionType, on the item of its promotion. */
const rewardCentrePath = (promotionId: number | null) => memberPageHref('rewardCenter', promotionId ? { promotionId } : undefined);

const TYPE_KEYS: Record<AnnouncementItem['type'], string> = {
  PL: 'announcements.types.PL',
  PU: 'announcements.types.PU',
  PR: 'announcements.types.PR',
};

interface AnnouncementDetailProps {
  /** An announcement (with its type and time), or a popup (without). */
  item: PopupItem & Partial<Pick<AnnouncementItem, 'type' | 'time' | 'promotionId'>>;
  headingId?: string;
  /** Called before leaving for the reward centre (the modal closes). */
  onLeave: () => void;
}

/** The rich detail of one announcement: title, type, time, sanitized body, and the promotion link. */
export function AnnouncementDetail({ item, headingId, onLeave }: AnnouncementDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className={styles.detail} aria-labelledby={headingId} data-testid="announcement-detail">
      <header className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {item.title}
        </h3>
        {item.type || item.time ? (
          <div className={styles.meta}>
            {item.type ? <Badge>{t(TYPE_KEYS[item.type])}</Badge> : null}
            {item.time ? <time dateTime={item.time}>{formatDateTime(item.time)}</time> : null}
          </div>
        ) : null}
      </header>
      <RichText html={withoutRepeatedTitle(item.content, item.title)} />
      {item.promotionType ? (
        <div className={styles.actions}>
          <Button
            icon={<Icon name="gift" size={18} />}
            onClick={() => {
              onLeave();
              void navigate(rewardCentrePath(item.promotionId ?? null));
            }}
          >
            {t('announcements.goToPromotion')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

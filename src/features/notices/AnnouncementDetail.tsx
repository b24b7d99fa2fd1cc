import { useTranslation } from '../../lib/useTranslation';
import { useNavigate } from 'react-router';
import type { Announcement } from '../../../contracts/shared/entities';
import { Badge, Button, Icon } from '../../components';
import { memberPageHref } from '../../lib/centrePages';
import { formatDateTime } from '../../lib/format';
import { RichText } from './RichText';
import { withoutRepeatedTitle } from './repeatedTitle';
import styles from './AnnouncementDetail.module.css';

/** SPEC §2: a go-to-promotion button opens the reward centre when the item has a promotionType, on the item of its promotion. */
const rewardCentrePath = (promotionId: number | null) => memberPageHref('rewardCenter', promotionId ? { promotionId } : undefined);

const TYPE_KEYS: Record<Announcement['type'], string> = {
  B: 'announcements.types.B',
  PL: 'announcements.types.PL',
  PU: 'announcements.types.PU',
  PR: 'announcements.types.PR',
  H: 'announcements.types.H',
};

interface AnnouncementDetailProps {
  item: Announcement;
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
        <div className={styles.meta}>
          <Badge>{t(TYPE_KEYS[item.type])}</Badge>
          <time dateTime={item.createTime}>{formatDateTime(item.createTime)}</time>
        </div>
      </header>
      <RichText html={withoutRepeatedTitle(item.content, item.title)} />
      {item.promotionType ? (
        <div className={styles.actions}>
          <Button
            icon={<Icon name="gift" size={18} />}
            onClick={() => {
              onLeave();
              void navigate(rewardCentrePath(item.promotionId));
            }}
          >
            {t('announcements.goToPromotion')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

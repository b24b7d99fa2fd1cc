import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components';
import { formatDateTime } from '@/lib/format';
import { openModal } from '@/lib/state/ui';
import { usePlayerNotices, type NoticeItem } from '../api';
import styles from './NoticeMarquee.module.css';

/** Scroll speed: the loop lasts longer the more text it carries, so reading pace stays the same. */
const SECONDS_PER_CHARACTER = 0.11;
const MIN_SECONDS = 18;

function marqueeSeconds(notices: readonly Pick<NoticeItem, 'title' | 'content'>[]): number {
  const characters = notices.reduce((sum, notice) => sum + notice.title.length + notice.content.length + 8, 0);
  return Math.max(MIN_SECONDS, Math.round(characters * SECONDS_PER_CHARACTER));
}

/** Text of server HTML, for the one-line marquee (the modal shows the rich version). */
function plain(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

function Items({ notices, copy }: { notices: readonly NoticeItem[]; copy: boolean }) {
  return (
    // The second copy only closes the loop visually: hidden from assistive tech and out of the tab order.
    <ul className={styles.group} aria-hidden={copy || undefined} inert={copy || undefined}>
      {notices.map((notice) => (
        <li key={notice.id} className={styles.entry}>
          <button
            type="button"
            className={styles.item}
            tabIndex={copy ? -1 : undefined}
            onClick={() => openModal('notice', { noticeId: notice.id })}
          >
            <span className={styles.title}>{notice.title}</span>
            <span className={styles.text}>{plain(notice.content)}</span>
            {notice.startTime ? (
              <time className={styles.time} dateTime={notice.startTime}>
                {formatDateTime(notice.startTime)}
              </time>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2 home notice marquee: the player notices scroll in a seamless loop,
 * pause while hovered or focused (or with the pause button), and stand still
 * for users who prefer reduced motion. A click opens the notice modal there.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = usePlayerNotices();
  const [paused, setPaused] = useState(false);
  const list = notices.data ?? [];
  if (notices.isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (list.length === 0) return null;
  return (
    <section className={`${styles.marquee} ${paused ? styles.paused : ''}`} aria-label={t('notices.marquee')} data-testid="notice-marquee">
      <span className={styles.badge} aria-hidden="true">
        <Icon name="bell" size={18} />
      </span>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ animationDuration: `${marqueeSeconds(list)}s` }}>
          <Items notices={list} copy={false} />
          <Items notices={list} copy />
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={paused}
        aria-label={paused ? t('notices.play') : t('notices.pause')}
        onClick={() => setPaused((value) => !value)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </section>
  );
}

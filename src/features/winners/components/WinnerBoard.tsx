import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { TFunction } from 'i18next';
import { Carousel, Icon, Skeleton } from '@/components';
import { formatMoney } from '@/lib/format';
import { languageTag } from '@/lib/languages';
import { useCurrencySymbol } from '../../system';
import { DEFAULT_GAME_ICON } from '../../lobby';
import { useWinnerBoard, type Winner } from '../api';
import styles from './WinnerBoard.module.css';

/** SPEC §9 winner board: 2 per slide, autoplay 3000 ms at speed 1000 ms (only with more than one slide). */
export const WINNERS_PER_SLIDE = 2;
export const WINNERS_AUTOPLAY_MS = 3000;
export const WINNERS_SPEED_MS = 1000;

interface WinnerCardProps {
  record: Winner;
  /** The board's texts and amount format: twenty cards need not each follow the language and the permission. */
  t: TFunction;
  money: (amount: number) => string;
}

function WinnerCard({ record, t, money }: WinnerCardProps) {
  const { rank } = record;
  return (
    <div className={styles.card} data-testid="winner-card">
      <span className={`${styles.rank} ${rank <= 3 ? styles.top : ''}`}>
        <span className="visually-hidden">{t('winners.rank')} </span>
        {rank}
      </span>
      <img
        className={styles.icon}
        src={record.game.icon || DEFAULT_GAME_ICON}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        onError={(event) => {
          // SPEC §2: a game image error falls back to the default game icon.
          if (event.currentTarget.src !== DEFAULT_GAME_ICON) event.currentTarget.src = DEFAULT_GAME_ICON;
        }}
      />
      <div className={styles.who}>
        <span className={styles.player}>
          <Icon name="crown" size={14} />
          {record.customerName}
        </span>
        <span className={styles.game}>{t('winners.wonAt', { game: record.game.name })}</span>
      </div>
      <strong className={styles.amount}>{money(record.winAmount)}</strong>
    </div>
  );
}

/** The home winner board: the 20 biggest wins, biggest first, as a carousel of pairs. */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const winners = useWinnerBoard(i18n.language);
  const currencySymbol = useCurrencySymbol();
  const tag = languageTag(i18n.language);
  const money = (amount: number) => formatMoney(amount, tag, currencySymbol);
  const list = winners.data;
  if (winners.isError || (list && list.length === 0)) return null;
  return (
    <section className={styles.board} aria-labelledby={headingId} data-testid="winner-board">
      <div className={styles.head}>
        <span className={styles.trophy} aria-hidden="true">
          <Icon name="trophy" size={22} />
        </span>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {t('winners.title')}
          </h2>
          <p className={styles.sub}>{t('winners.subtitle')}</p>
        </div>
      </div>
      {list ? (
        <Carousel
          perView={WINNERS_PER_SLIDE}
          autoplayMs={WINNERS_AUTOPLAY_MS}
          speedMs={WINNERS_SPEED_MS}
          showDots={false}
          labels={{
            region: t('winners.carousel'),
            previous: t('common.previous'),
            next: t('common.next'),
            slide: (index, total) => t('winners.slide', { index, total }),
          }}
        >
          {list.map((record) => (
            <WinnerCard key={record.rank} record={record} t={t} money={money} />
          ))}
        </Carousel>
      ) : (
        <div className={styles.loading}>
          <Skeleton height={96} radius={14} />
          <Skeleton height={96} radius={14} />
        </div>
      )}
    </section>
  );
}

import useEmblaCarousel from 'embla-carousel-react';
import { forwardRef, useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { VendorCard } from '../api';
import { Icon, useLanding } from '@/components';
import { VendorTile } from '../vendors/VendorTile';
import { DROPDOWN_PER_VIEW, isLargeDropdown, vendorPickTarget, type NavTarget } from './navRules';
import styles from './VendorDropdown.module.css';

interface VendorDropdownProps {
  id: string;
  category: string;
  cards: readonly VendorCard[];
  onPick: (target: NavTarget) => void;
  onPrepare: (target: NavTarget) => void;
  /** Escape: close and hand focus back to the nav item. */
  onEscape: () => void;
}

/**
 * SPEC §2 Header vendor drop-down: the category's vendors, 6 per view on an
 * embla slider, "large" when the category holds more than 10 games.
 */
export const VendorDropdown = forwardRef<HTMLDivElement, VendorDropdownProps>(function VendorDropdown(
  { id, category, cards, onPick, onPrepare, onEscape },
  ref,
) {
  const { t } = useTranslation();
  const several = cards.length > DROPDOWN_PER_VIEW;
  const [viewport, api] = useEmblaCarousel({ align: 'start', slidesToScroll: DROPDOWN_PER_VIEW, watchDrag: several, duration: 25 });
  useLanding(api);
  const [edges, setEdges] = useState({ prev: false, next: several });
  const large = isLargeDropdown(cards);
  const title = t(`nav.${category}`);

  useEffect(() => {
    if (!api) return;
    const update = () => setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // Keyboard users tab through every vendor: the slider follows focus.
  const follow = useCallback((index: number) => api?.scrollTo(Math.floor(index / DROPDOWN_PER_VIEW)), [api]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
    }
  };

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label={t('navDrop.region', { category: title })}
      className={`${styles.panel} ${large ? styles.large : styles.compact}`}
      data-testid="nav-dropdown"
      data-size={large ? 'large' : 'compact'}
      onKeyDown={onKeyDown}
    >
      <div className={styles.inner}>
        <p className={styles.heading}>
          <span>{t('navDrop.heading', { category: title })}</span>
          <span className={styles.count}>{t('navDrop.vendors', { count: cards.length })}</span>
        </p>
        <div className={styles.slider}>
          {several ? (
            <button type="button" className={styles.arrow} onClick={() => api?.scrollPrev()} disabled={!edges.prev} aria-label={t('navDrop.previous')}>
              <Icon name="chevronLeft" size={18} />
            </button>
          ) : null}
          <div className={styles.viewport} ref={viewport}>
            <ul className={styles.track}>
              {cards.map((card, index) => {
                const target = vendorPickTarget(category, card);
                return (
                  <li key={card.vassalage} className={styles.slide}>
                    <VendorTile
                      card={card}
                      size={large ? 'lg' : 'sm'}
                      meta={t('navDrop.games', { count: card.gameCount })}
                      actionLabel={t(target.kind === 'launch' ? 'navDrop.launch' : 'navDrop.open', { name: card.displayName })}
                      onActivate={() => onPick(target)}
                      onPrepare={() => {
                        follow(index);
                        onPrepare(target);
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </div>
          {several ? (
            <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} disabled={!edges.next} aria-label={t('navDrop.next')}>
              <Icon name="chevronRight" size={18} />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
});

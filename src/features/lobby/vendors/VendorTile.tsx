import type { VendorCard } from '../api';
import { Image } from '@/components';
import styles from './VendorTile.module.css';

/** Drawn inline so a vendor without a loadable icon still shows a tidy mark. */
function fallbackIcon(name: string): string {
  const letters = name.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase() || '?';
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><rect width="240" height="120" rx="16" fill="#1f1838"/><text x="120" y="74" text-anchor="middle" font-family="Georgia,serif" font-size="40" font-weight="700" fill="#f5c542">${letters}</text></svg>`,
    )
  );
}

interface VendorTileProps {
  card: Pick<VendorCard, 'vassalage' | 'displayName' | 'lagerIcon'>;
  /** The visible caption under the name (e.g. "12 games"). */
  meta?: string;
  /** Accessible name of the click, ending with the vendor's name (e.g. "Open Saba Sports"); the meta follows it. */
  actionLabel: string;
  onActivate: () => void;
  /** Pointer or keyboard came near: a chance to fetch what the click needs. */
  onPrepare?: () => void;
  size?: 'sm' | 'lg';
  /** Inside a card that draws its own frame. */
  bare?: boolean;
}

/** SPEC §2 vendor tile: the large icon (lagerIcon) and display name; a click launches or opens the vendor. */
export function VendorTile({ card, meta, actionLabel, onActivate, onPrepare, size = 'lg', bare = false }: VendorTileProps) {
  return (
    <button
      type="button"
      className={`${styles.tile} ${size === 'sm' ? styles.small : ''} ${bare ? styles.bare : ''}`}
      // WCAG 2.5.3: the name holds all the visible text (the vendor's name, then the count).
      aria-label={meta ? `${actionLabel}, ${meta}` : actionLabel}
      data-testid="vendor-tile"
      data-vendor={card.vassalage}
      onClick={onActivate}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <span className={styles.art}>
        <Image className={styles.icon} src={card.lagerIcon} fallback={fallbackIcon(card.displayName)} alt="" width={240} height={120} />
      </span>
      <span className={styles.name}>{card.displayName}</span>
      {/* A space between name and count, or axe reads them as one word and the name no longer holds them. */}
      {meta ? <>{' '}<span className={styles.meta}>{meta}</span></> : null}
    </button>
  );
}

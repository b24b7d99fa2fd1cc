import { PLATFORM_HTML5_DESKTOP } from '@contracts/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Carousel, Image, Skeleton } from '@/components';
import { safeUrl } from '@/lib/safeUrl';
import { useLaunchGame } from '../../lobby';
import { useLoginState } from '../../session';
import { useBanners, type BannerItem } from '../api';
import { bannerTarget, withUsername } from '../rules/bannerAction';
import styles from './BannerStrip.module.css';

/** SPEC §9 banner carousel: loops with more than one slide, autoplay 5000 ms, speed 1000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/** The banner's game carries no game type: the platform's own default type (G7, G10) is RNG. */
const BANNER_GAME_TYPE = 'RNG';

/** A banner that fails to load keeps its 10:3 box, filled with the brand's dark gradient. */
const BANNER_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2149"/><stop offset="1" stop-color="#161129"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/></svg>',
  );

/** The first slide is the page's largest paint: it loads at once, with priority; the others wait until they near the view. */
function Slide({ banner, linked, first }: { banner: BannerItem; linked: boolean; first: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { userInfo } = useLoginState();
  const image = (
    <Image className={styles.image} src={banner.url} fallback={BANNER_FALLBACK} alt={banner.title} width={1200} height={360} load={first ? 'priority' : 'lazy'} />
  );
  const { action } = banner;
  const label = banner.title || t('banner.open');
  let link: ReactNode = null;
  if (!linked || action.kind === 'none') link = null;
  else if (action.kind === 'external') {
    // An http link opens with ?username= added (WIRE.md §6.6), when the host is one the site may open.
    const url = safeUrl(action.url);
    link = url ? (
      <a href={withUsername(url, userInfo?.account ?? null)} target="_blank" rel="noopener noreferrer" className={styles.link} aria-label={label}>
        {image}
      </a>
    ) : null;
  } else if (action.kind === 'game') {
    // WIRE.md §6.6: a game banner names the node, the room as the game id, and the vendor; banners carry no game type.
    const nodeId = String(action.nodeId ?? '').trim();
    link = nodeId ? (
      <button
        type="button"
        className={styles.link}
        aria-label={label}
        onClick={() =>
          void launch({
            name: banner.title,
            launch: { nodeId, gameId: action.gameId || undefined, vassalage: action.vendor, gameType: BANNER_GAME_TYPE, platform: PLATFORM_HTML5_DESKTOP },
          })
        }
      >
        {image}
      </button>
    ) : null;
  } else {
    const target = bannerTarget(action);
    link = target ? (
      <Link to={target} className={styles.link} aria-label={label}>
        {image}
      </Link>
    ) : null;
  }
  return link ?? image;
}

interface BannerStripProps {
  group: string;
  /** Inside a page that spaces its own blocks (home), the strip adds no margin of its own. */
  inline?: boolean;
  /** Inside a modal (registration): a framed strip whose slides lead nowhere, so the form is not left behind. */
  framed?: boolean;
}

/**
 * The banner slider of a group (w_home, w_rng, ...). The Carousel loops and
 * autoplays only with more than one slide, pauses on hover and focus, and
 * stands still for reduced motion.
 */
export function BannerStrip({ group, inline = false, framed = false }: BannerStripProps) {
  const { t } = useTranslation();
  const query = useBanners(group);
  const spacing = inline || framed ? '' : styles.spaced;
  if (query.isPending) return <Skeleton height={300} radius={16} className={`${styles.placeholder} ${spacing}`} />;
  const banners = query.data ?? [];
  if (banners.length === 0) return null;
  return (
    <div className={`${styles.strip} ${spacing} ${framed ? styles.framed : ''}`} data-testid="banner-strip">
      <Carousel
        autoplayMs={BANNER_AUTOPLAY_MS}
        speedMs={BANNER_SPEED_MS}
        labels={{
          region: t('banner.region'),
          previous: t('common.previous'),
          next: t('common.next'),
          slide: (index, total) => t('banner.slide', { index, total }),
          pause: t('banner.pause'),
          play: t('banner.play'),
        }}
      >
        {banners.map((banner, index) => (
          <Slide key={banner.key} banner={banner} linked={!framed} first={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

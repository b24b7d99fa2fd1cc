import { useTranslation } from '../../lib/useTranslation';
import { Link } from 'react-router';
import type { Banner } from '../../../contracts/shared/entities';
import { Carousel, Image, Skeleton } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';
import { safeUrl } from '../../lib/safeUrl';
import styles from './BannerStrip.module.css';

/** SPEC §9 banner carousel: loops with more than one slide, autoplay 5000 ms, speed 1000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/**
 * Where a banner click goes inside the site: a URL linkage that is a local
 * path (and passes the URL check: `/\evil.example` is no path), or the promotions page.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): string | null {
  if (banner.linkageType === 'URL' && banner.linkage?.startsWith('/') && safeUrl(banner.linkage, [])) return banner.linkage;
  if (banner.linkageType === 'PROMOTION') return '/promotions';
  return null;
}

/** A banner that fails to load keeps its 10:3 box, filled with the brand's dark gradient. */
const BANNER_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2149"/><stop offset="1" stop-color="#161129"/></linearGradient></defs><rect width="1200" height="360" fill="url(#g)"/></svg>',
  );

/** The first slide is the page's largest paint: it loads at once, with priority; the others wait until they near the view. */
function Slide({ banner, linked, first }: { banner: Banner; linked: boolean; first: boolean }) {
  const image = (
    <Image className={styles.image} src={banner.url} fallback={BANNER_FALLBACK} alt={banner.title} width={1200} height={360} load={first ? 'priority' : 'lazy'} />
  );
  const target = linked ? bannerTarget(banner) : null;
  return target ? (
    <Link to={target} className={styles.link}>
      {image}
    </Link>
  ) : (
    image
  );
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
  const notice = useRouteQuery(contract.notices.notice, { query: { types: 'B', execution: 'B', groupName: group as 'w_home' } }, { staleTime: 5 * 60_000 });
  const spacing = inline || framed ? '' : styles.spaced;
  if (notice.isPending) return <Skeleton height={300} radius={16} className={`${styles.placeholder} ${spacing}`} />;
  const banners = (notice.data?.banners ?? []).filter((banner) => banner.groupName === group);
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
        }}
      >
        {banners.map((banner, index) => (
          <Slide key={banner.id} banner={banner} linked={!framed} first={index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Carousel, Skeleton } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';
import styles from './BannerStrip.module.css';

/** SPEC §9 banner carousel: loops with more than one slide, autoplay 5000 ms, speed 1000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

export function BannerStrip({ group }: { group: string }) {
  const { t } = useTranslation();
  const notice = useRouteQuery(contract.notices.notice, { query: { types: 'B', execution: 'B', groupName: group as 'w_home' } }, { staleTime: 5 * 60_000 });
  if (notice.isPending) return <Skeleton height={300} radius={16} className={styles.placeholder} />;
  const banners = (notice.data?.banners ?? []).filter((banner) => banner.groupName === group);
  if (banners.length === 0) return null;
  return (
    <div className={styles.strip}>
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
        {banners.map((banner) => (
          <img key={banner.id} className={styles.image} src={banner.url} alt={banner.title} width={1200} height={360} />
        ))}
      </Carousel>
    </div>
  );
}

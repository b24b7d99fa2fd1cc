import { useTranslation } from 'react-i18next';
import { Carousel, Skeleton } from '../../../components';
import { contract, useRouteQuery } from '../../../lib/api';
import styles from './register.module.css';

/** SPEC §2: the registration popup's banner group w_reg, from the notice bundle. */
export const REGISTER_BANNER_GROUP = 'w_reg';
const AUTOPLAY_MS = 5000;
const SPEED_MS = 1000;

export function RegisterBanner() {
  const { t } = useTranslation();
  const notice = useRouteQuery(contract.notices.notice, { query: { types: 'B', execution: 'B', groupName: REGISTER_BANNER_GROUP } }, { staleTime: 5 * 60_000 });
  if (notice.isPending) return <Skeleton height={150} radius={12} />;
  const banners = (notice.data?.banners ?? []).filter((banner) => banner.groupName === REGISTER_BANNER_GROUP);
  if (banners.length === 0) return null;
  return (
    <div className={styles.banner}>
      <Carousel
        autoplayMs={AUTOPLAY_MS}
        speedMs={SPEED_MS}
        labels={{
          region: t('register.bannerRegion'),
          previous: t('common.previous'),
          next: t('common.next'),
          slide: (index, total) => t('register.bannerSlide', { index, total }),
        }}
      >
        {banners.map((banner) => (
          <img key={banner.id} className={styles.bannerImage} src={banner.url} alt={banner.title} width={600} height={180} />
        ))}
      </Carousel>
    </div>
  );
}

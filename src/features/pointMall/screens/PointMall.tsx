import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import { Icon, Tabs, type IconName } from '@/components';
import { Catalogue } from '../components/Catalogue';
import { ConvertPoints } from '../components/ConvertPoints';
import { ExchangeRates } from '../components/ExchangeRates';
import { MemberOnly } from '../components/MemberOnly';
import { PointsDetails } from '../components/PointsDetails';
import { PointsHero } from '../components/PointsHero';
import { PointsRules } from '../components/PointsRules';
import { RedeemHistory } from '../components/RedeemHistory';
import { MALL_TABS, MEMBER_TABS, type MallTab } from '../rules/points';
import styles from './PointMall.module.css';

/** The URL parameter naming the tab: `/pointMall?tab=history`. */
export const MALL_TAB_PARAM = 'tab';

const ICONS: Record<MallTab, IconName> = {
  redeem: 'gift', history: 'records', details: 'ticket', rules: 'shield', rates: 'star', convert: 'wallet',
};

const PANELS: Record<MallTab, () => ReactNode> = {
  redeem: () => <Catalogue />,
  history: () => <RedeemHistory />,
  details: () => <PointsDetails />,
  rules: () => <PointsRules />,
  rates: () => <ExchangeRates />,
  convert: () => <ConvertPoints />,
};

function resolveTab(raw: string | null): MallTab {
  return (MALL_TABS as readonly string[]).includes(raw ?? '') ? (raw as MallTab) : 'redeem';
}

/**
 * The points mall (/pointMall), SPEC §2's five parts and the conversion into
 * money, one tab each, the tab kept in the URL. The point balance heads every
 * tab. Guests browse the catalogue, the rules and the rates.
 */
export function PointMall() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = resolveTab(params.get(MALL_TAB_PARAM));
  // A new tab starts from its own defaults: the last tab's filters and page stay behind.
  const select = (next: MallTab) => setParams(next === 'redeem' ? {} : { [MALL_TAB_PARAM]: next });
  const panel = PANELS[tab]();
  return (
    <div className={styles.mall}>
      <PointsHero />
      <Tabs
        label={t('mallPoints.tabsLabel')}
        active={tab}
        onChange={select}
        items={MALL_TABS.map((key) => ({
          key,
          label: (
            <span className={styles.tabLabel}>
              <Icon name={ICONS[key]} size={16} />
              {t(`mallPoints.tabs.${key}`)}
            </span>
          ),
        }))}
      >
        {MEMBER_TABS.has(tab) ? <MemberOnly>{panel}</MemberOnly> : panel}
      </Tabs>
    </div>
  );
}

import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import { Button, Skeleton, Tabs } from '@/components';
import { useRgStatus } from '../api';
import { ActivityPanel } from '../components/ActivityPanel';
import { BreakPanel } from '../components/BreakPanel';
import { JurisdictionPanel } from '../components/JurisdictionPanel';
import { LimitCard } from '../components/LimitCard';
import { RgSummary } from '../components/RgSummary';
import { SessionPanel } from '../components/SessionPanel';
import { RG_LIMIT_KINDS } from '../rules/limits';
import styles from '../components/rg.module.css';

const TABS = ['limits', 'session', 'breaks', 'activity'] as const;
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

/**
 * responsibleGaming (issue 16, beyond SPEC): the player's own limits, the
 * reality check and session length, time-out and self-exclusion, and one
 * summary of activity across every vertical. `?tab=` names the panel.
 */
export function ResponsibleGaming() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get(TAB_PARAM)) ?? 'limits';
  const query = useRgStatus();
  const status = query.data;
  const select = (next: Tab) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(TAB_PARAM, next);
      return copy;
    });

  return (
    <div className={styles.page}>
      {status ? <RgSummary status={status} /> : <Skeleton height={120} radius={16} />}
      {status ? (
        <JurisdictionPanel
          status={status}
          onSelfExclude={() => {
            // MGA: self-exclusion one click from the page: the breaks panel, its exclusion form in view.
            select('breaks');
            requestAnimationFrame(() => document.getElementById('rg-exclusion')?.scrollIntoView({ block: 'start' }));
          }}
        />
      ) : null}
      <Tabs items={TABS.map((key) => ({ key, label: t(`rgPage.tabs.${key}`) }))} active={tab} onChange={select} label={t('rgPage.tabsLabel')}>
        <div className={styles.panel}>
          {tab === 'activity' ? (
            <ActivityPanel />
          ) : query.isPending ? (
            <Skeleton height={320} radius={16} />
          ) : !status ? (
            <div className={styles.emptyBox} role="alert">
              <p>{t('rgPage.loadFailed')}</p>
              <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>{t('centreKit.table.retry')}</Button>
            </div>
          ) : tab === 'limits' ? (
            <div className={styles.limitGrid}>
              {RG_LIMIT_KINDS.map((kind) => <LimitCard key={kind} kind={kind} limits={status.limits} />)}
            </div>
          ) : tab === 'session' ? (
            <SessionPanel status={status} />
          ) : (
            <BreakPanel status={status} />
          )}
        </div>
      </Tabs>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import { CHAOS_GROUPS, setScenario, type ChaosRule } from '../../mocks';
import styles from './QaToolbar.module.css';
import { useScenario } from './useScenario';

const GROUPS = [...Object.keys(CHAOS_GROUPS), '*'];

interface Draft {
  percent: string;
  minMs: string;
  maxMs: string;
}

const toDraft = (rule: ChaosRule | undefined): Draft => ({
  percent: rule ? String(Math.round(rule.rate * 1000) / 10) : '',
  minMs: rule?.maxMs ? String(rule.minMs) : '',
  maxMs: rule?.maxMs ? String(rule.maxMs) : '',
});

/** A draft row as a rule, or nothing when its rate is empty; numbers are clamped to what makes sense. */
function toRule(draft: Draft): ChaosRule | null {
  const percent = Number(draft.percent.trim());
  if (!draft.percent.trim() || !Number.isFinite(percent)) return null;
  const minMs = Math.max(0, Number(draft.minMs.trim()) || 0);
  const maxMs = Math.max(minMs, Number(draft.maxMs.trim()) || 0);
  return { rate: Math.min(100, Math.max(0, percent)) / 100, minMs, maxMs };
}

/**
 * Chaos mode: per route group, the share of calls that fail (network, 5xx, system_busy, or a write whose
 * answer is lost) and the latency range added, drawn from a seed so "Copy URL" reproduces the run.
 */
export function ChaosPanel() {
  const { t } = useTranslation();
  const scenario = useScenario();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => Object.fromEntries(GROUPS.map((group) => [group, toDraft(scenario.chaos.rules[group])])));
  const [seed, setSeed] = useState(String(scenario.chaos.seed));
  const active = Object.keys(scenario.chaos.rules).length > 0;

  const edit = (group: string, field: keyof Draft, value: string) => setDrafts((current) => ({ ...current, [group]: { ...current[group]!, [field]: value } }));
  const apply = () => {
    const rules = Object.fromEntries(GROUPS.flatMap((group) => {
      const rule = toRule(drafts[group]!);
      return rule ? [[group, rule] as const] : [];
    }));
    const parsedSeed = Number(seed.trim());
    setScenario({ chaos: { seed: Number.isInteger(parsedSeed) && parsedSeed > 0 ? parsedSeed : 1, rules } });
  };
  const stop = () => {
    setDrafts(Object.fromEntries(GROUPS.map((group) => [group, toDraft(undefined)])));
    setScenario({ chaos: { seed: scenario.chaos.seed, rules: {} } });
  };

  return (
    <fieldset className={styles.group}>
      <legend>{t('devtools.chaos.title')}</legend>
      <div className={styles.chaos}>
        <span aria-hidden="true">{t('devtools.chaos.group')}</span>
        <span aria-hidden="true">{t('devtools.chaos.failures')}</span>
        <span aria-hidden="true">{t('devtools.chaos.latency')}</span>
        {GROUPS.map((group) => {
          const name = group === '*' ? t('devtools.chaos.everything') : t(`devtools.chaos.groups.${group}`);
          return (
            <div key={group} role="group" aria-label={name} className={styles.chaosRow}>
              <span>{name}</span>
              <input inputMode="decimal" value={drafts[group]!.percent} onChange={(event) => edit(group, 'percent', event.target.value)}
                aria-label={t('devtools.chaos.failuresOf', { group: name })} placeholder="0" />
              <span>
                <input inputMode="numeric" value={drafts[group]!.minMs} onChange={(event) => edit(group, 'minMs', event.target.value)}
                  aria-label={t('devtools.chaos.minOf', { group: name })} placeholder="0" />
                {' – '}
                <input inputMode="numeric" value={drafts[group]!.maxMs} onChange={(event) => edit(group, 'maxMs', event.target.value)}
                  aria-label={t('devtools.chaos.maxOf', { group: name })} placeholder="0" />
              </span>
            </div>
          );
        })}
      </div>
      <div className={styles.row}>
        <label>
          {t('devtools.chaos.seed')} <input inputMode="numeric" className={styles.seed} value={seed} onChange={(event) => setSeed(event.target.value)} />
        </label>
        <button type="button" className={styles.chip} onClick={apply}>{t('devtools.chaos.apply')}</button>
        <button type="button" className={styles.chip} onClick={stop} disabled={!active}>{t('devtools.chaos.stop')}</button>
      </div>
      <p className={styles.hint} role="status">{active ? t('devtools.chaos.on', { seed: scenario.chaos.seed }) : t('devtools.chaos.off')}</p>
    </fieldset>
  );
}

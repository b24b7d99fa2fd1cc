import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/useTranslation';
import type { RgStatus } from '@contracts/responsibleGaming';
import type { JurisdictionProfile } from '@contracts/shared/jurisdictions';
import { RG_EXCLUSION_TERMS } from '@contracts/shared/responsible-gaming';
import { Button, Field, pageKit } from '@/components';
import { formatDateTime } from '@/lib/format';
import { useShortenExclusion } from '../api';
import styles from './rg.module.css';

type Rule = NonNullable<JurisdictionProfile['selfExclusion']['shortening']>;
const when = (iso: string) => formatDateTime(iso).slice(0, 16);

/**
 * MGA (issue 35): a self-excluded player asks to end the exclusion earlier, with a reason; the
 * decision comes within the profile's window, then a cooling-off, then the new end. One request at
 * a time: while one waits, its state shows instead of the form. The backend enforces every part
 * (rg_exclusion_change_refused).
 */
export function ShortenExclusion({ status, rule }: { status: RgStatus; rule: Rule }) {
  const { t } = useTranslation();
  const shorten = useShortenExclusion();
  const schema = useMemo(
    () =>
      z.object({
        term: z.enum(RG_EXCLUSION_TERMS),
        reason: z.string().trim().min(rule.reasonMinChars, 'reasonShort'),
      }),
    [rule.reasonMinChars],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { term: '6M', reason: '' } });
  const request = status.block.shortening;
  if (request && request.state !== 'APPLIED') {
    return (
      <p className={styles.pending} role="status" data-testid="rg-shortening">
        {t(`rgJurisdiction.shorten.${request.state}`, { until: when(request.until), decideBy: when(request.decideBy), coolingOff: when(request.coolingOffEndsAt) })}
      </p>
    );
  }
  const reasonError = form.formState.errors.reason ? t('rgJurisdiction.shorten.reasonShort', { count: rule.reasonMinChars }) : undefined;
  return (
    <form
      className={pageKit.stack3}
      noValidate
      aria-labelledby="rg-shorten-title"
      onSubmit={(event) => void form.handleSubmit((values) => shorten.mutate({ body: values }))(event)}
    >
      <h4 id="rg-shorten-title" className={styles.cardTitle}>{t('rgJurisdiction.shorten.title')}</h4>
      <p className={styles.cardLead}>{t('rgJurisdiction.shorten.lead', { count: rule.decisionDays })}</p>
      <div className={pageKit.wrap2} role="radiogroup" aria-label={t('rgJurisdiction.shorten.term')}>
        {RG_EXCLUSION_TERMS.map((term) => (
          <label key={term} className={styles.choice}>
            <input type="radio" value={term} {...form.register('term')} />
            <span>{t(`rgBreaks.terms.${term}`)}</span>
          </label>
        ))}
      </div>
      <Field label={t('rgJurisdiction.shorten.reason')} error={reasonError} {...form.register('reason')} />
      <Button type="submit" variant="ghost" loading={shorten.isPending}>{t('rgJurisdiction.shorten.submit')}</Button>
      {shorten.isError ? <p role="alert" className={styles.error}>{shorten.error.message}</p> : null}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS } from '@contracts/shared/constants';
import { Button } from '@/components';
import { useApplyPromotion } from '../api';
import { claimRefusalText } from '../rules/refusal';
import styles from '../screens/promotions.module.css';

/** SPEC §5 and §9: an activity apply remark is at most 140 characters. */
export const APPLY_REMARK_MAX = FEEDBACK_MAX_CHARS;

/**
 * The application of a reviewed promotion: an optional remark with a live
 * counter. The field takes no 141st character (typed or pasted), and the
 * schema checks the trimmed value again before anything is sent.
 */
export function ApplyForm({ promotionId, title, onDone }: { promotionId: number; title: string; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const schema = z.object({ remark: z.string().trim().max(APPLY_REMARK_MAX, t('engagePromotions.remarkTooLong', { max: APPLY_REMARK_MAX })) });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { remark: '' } });
  const apply = useApplyPromotion();
  const remark = form.watch('remark');
  const error = form.formState.errors.remark?.message;
  const submit = form.handleSubmit(({ remark: value }) => apply.mutate({ id: promotionId, remark: value }, { onSuccess: onDone }));
  const left = APPLY_REMARK_MAX - remark.length;
  return (
    <form className={styles.applyForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('engagePromotions.applyFor', { title })}>
      <label className={styles.remarkLabel} htmlFor={fieldId}>
        {t('engagePromotions.remark')}
      </label>
      <textarea
        id={fieldId}
        className={styles.remark}
        rows={3}
        maxLength={APPLY_REMARK_MAX}
        placeholder={t('engagePromotions.remarkPlaceholder')}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        {...form.register('remark')}
      />
      <p id={`${fieldId}-count`} className={`${styles.counter} ${left <= 10 ? styles.counterLow : ''}`} aria-live="polite" data-testid="remark-counter">
        {t('engagePromotions.counter', { used: remark.length, max: APPLY_REMARK_MAX })}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {apply.error ? (
        <p className={styles.formError} role="alert">
          {claimRefusalText(apply.error, t)}
        </p>
      ) : null}
      <Button type="submit" loading={apply.isPending}>
        {t('engagePromotions.submitApplication')}
      </Button>
    </form>
  );
}

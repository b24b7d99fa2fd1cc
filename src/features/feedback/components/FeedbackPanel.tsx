import { useTranslation } from '@/lib/useTranslation';
import { Button, Skeleton } from '@/components';
import { TrialRefusal } from '../../member';
import { useLoginState } from '../../session';
import { useFeedbackSettings } from '../api';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackHistory } from './FeedbackHistory';
import styles from './Feedback.module.css';

/** The form beside the history, for the page and the modal; trial accounts are refused (SPEC §6, §8). */
export function FeedbackPanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const { isTrial } = useLoginState();
  const settings = useFeedbackSettings();
  const Heading = `h${headingLevel}` as const;
  if (isTrial) return <TrialRefusal />;
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="feedback-new">
        <Heading id="feedback-new" className={styles.cardTitle}>
          {t('content.feedback.new')}
        </Heading>
        {settings.data ? (
          <FeedbackForm settings={settings.data} />
        ) : settings.isError ? (
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        ) : (
          <Skeleton height={360} radius={12} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="feedback-history">
        <Heading id="feedback-history" className={styles.cardTitle}>
          {t('content.feedback.history')}
        </Heading>
        <FeedbackHistory />
      </section>
    </div>
  );
}

import { useTranslation } from '@/lib/useTranslation';
import { PageHero } from '@/components';
import { FeedbackPanel } from '../components/FeedbackPanel';

/** SPEC §2 Other screens: feedback, for members (the route needs login). */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="feedback-page">
      <PageHero icon="mail" title={t('content.feedback.title')} lead={t('content.feedback.lead')} />
      <FeedbackPanel headingLevel={2} />
    </div>
  );
}

import { useTranslation } from '@/lib/useTranslation';
import { Button, Modal } from '@/components';
import type { BetRecord } from '@contracts/records';
import { BetFacts } from './BetFacts';

/**
 * The bet a betting-record row opens. It shows the row the page already has,
 * so it belongs to the page rather than to the app's modal registry.
 */
export function BetDetailDialog({ bet, symbol, languageTag, onClose }: { bet: BetRecord; symbol: string; languageTag: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('records.bets.detail.title')}
      onClose={onClose}
      size="md"
      closeLabel={t('records.bets.detail.close')}
      footer={<Button onClick={onClose}>{t('records.bets.detail.close')}</Button>}
    >
      <BetFacts bet={bet} symbol={symbol} languageTag={languageTag} />
    </Modal>
  );
}

import { useTranslation } from '@/lib/useTranslation';
import type { PromotionView } from '../api';
import { Button, Icon } from '@/components';
import { formatDate } from '@/lib/format';
import { Link } from 'react-router';
import { memberPageHref } from '@/lib/centrePages';
import { openModal, showToast } from '@/lib/state/ui';
import { useMoney } from './useMoney';
import { useApplyPromotion, useClaimPromotion } from '../api';
import { missingRequirements, claimRefusalText, requirementText } from '../rules/refusal';
import { explanationKey, promotionAction, type Viewer } from '../rules/status';
import styles from '../screens/promotions.module.css';

interface PromotionActionsProps {
  promotion: PromotionView;
  viewer: Viewer;
  /** Opens the detail view, where the application form lives. */
  onApply: () => void;
}

/** A promotion's status (SPEC §4) as the member can act on it: its button, or the sentence that explains why there is none. */
export function PromotionActions({ promotion, viewer, onApply }: PromotionActionsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimPromotion();
  const join = useApplyPromotion();
  const action = promotionAction(promotion, viewer);
  const failure = claim.error ?? join.error;
  // WIRE.md §4.4: a claim refused for a requirement asks the member to complete it first.
  const requirements = missingRequirements(claim.error);
  const explain = t(`engagePromotions.explain.${explanationKey(promotion.status, viewer)}`, {
    amount: promotion.bonusAmount !== null ? money(promotion.bonusAmount) : '',
    date: promotion.startTime ? formatDate(promotion.startTime) : '',
  });
  const button =
    action === 'claim' ? (
      <Button
        size="sm"
        loading={claim.isPending}
        icon={<Icon name="gift" size={16} />}
        onClick={() =>
          claim.mutate(promotion.id, {
            onSuccess: (value) => showToast(t('engagePromotions.claimed', { amount: money(value.amount), title: promotion.title }), 'success', false),
          })
        }
      >
        {promotion.bonusAmount ? t('engagePromotions.claimAmount', { amount: money(promotion.bonusAmount) }) : t('engagePromotions.claim')}
      </Button>
    ) : action === 'join' ? (
      <Button
        size="sm"
        loading={join.isPending}
        onClick={() => join.mutate({ id: promotion.id }, { onSuccess: () => showToast(t('engagePromotions.joined', { title: promotion.title }), 'success', false) })}
      >
        {t('engagePromotions.join')}
      </Button>
    ) : action === 'apply' ? (
      <Button size="sm" onClick={onApply}>
        {promotion.status === 'REJECTED' ? t('engagePromotions.applyAgain') : t('engagePromotions.apply')}
      </Button>
    ) : action === 'login' ? (
      <Button size="sm" variant="secondary" onClick={() => openModal('login')}>
        {t('engagePromotions.loginToJoin')}
      </Button>
    ) : null;
  return (
    <div className={styles.actionArea} data-testid="promotion-action" data-status={promotion.status}>
      <p className={styles.explain}>{explain}</p>
      {promotion.remark && (promotion.status === 'APPLYING' || promotion.status === 'REJECTED') ? (
        <p className={styles.yourRemark}>{t('engagePromotions.yourRemark', { remark: promotion.remark })}</p>
      ) : null}
      {button}
      {requirements ? (
        <div className={styles.formError} role="alert" data-testid="promotion-requirement">
          <p>{t('engagePromotions.requirements.title')}</p>
          <ul>
            {(requirements.length ? requirements : ['']).map((name) => (
              <li key={name}>{name ? requirementText(t, name) : t('engagePromotions.requirements.unknown')}</li>
            ))}
          </ul>
          <Link to={memberPageHref('securityCenter')}>{t('engagePromotions.requirements.complete')}</Link>
        </div>
      ) : failure ? (
        <p className={styles.formError} role="alert">
          {claimRefusalText(failure, t)}
        </p>
      ) : null}
    </div>
  );
}

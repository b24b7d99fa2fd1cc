import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Withdrawal } from '@contracts/wallet';
import { Button, MoneyInput, parseMoney, useKitLabels } from '@/components';
import { useConfirmWithdraw } from '../api';
import { nextConfirmations, proofProblem, type Confirmation } from '../rules/confirmation';
import { readDataUrl } from './readDataUrl';
import { cashierRefusalText } from './refusal';
import styles from './cashier.module.css';

/**
 * SPEC §4's confirmation of a paid withdrawal: received, not received (with a
 * jpg/png proof of at most 5 MB, SPEC §5's messages), partially received (how
 * much), or all received after a partial or missing payment.
 */
export function ConfirmReceipt({ row, symbol }: { row: Withdrawal; symbol: string }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const confirm = useConfirmWithdraw();
  const [choice, setChoice] = useState<Confirmation | null>(null);
  const [proof, setProof] = useState<{ name: string; dataUrl: string } | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [received, setReceived] = useState('');
  const [receivedError, setReceivedError] = useState<string | null>(null);
  const options = nextConfirmations(row);
  if (!options.length) return null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProof(null);
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) {
      setProofError(t(`errors.${problem}`));
      event.target.value = '';
      return;
    }
    setProofError(null);
    setProof({ name: file.name, dataUrl: await readDataUrl(file) });
  };

  const send = () => {
    if (!choice) return;
    if (choice === 'NOT_RECEIVED' && !proof) {
      setProofError(t('cashier.confirm.proofRequired'));
      return;
    }
    const amount = parseMoney(received, kit.languageTag);
    if (choice === 'PARTIALLY_RECEIVED' && (amount === null || amount <= 0 || amount >= row.actualAmount)) {
      setReceivedError(t('cashier.confirm.partialInvalid'));
      return;
    }
    confirm.mutate({
      body: {
        withdrawId: row.id,
        state: choice,
        ...(choice === 'NOT_RECEIVED' && proof ? { proofImage: proof.dataUrl } : {}),
        ...(choice === 'PARTIALLY_RECEIVED' && amount !== null ? { receivedAmount: amount } : {}),
      },
    });
  };

  return (
    <fieldset className={styles.confirm}>
      <legend className={styles.confirmLegend}>{t('cashier.confirm.question')}</legend>
      <div className={styles.choiceRow}>
        {options.map((option) => (
          <label key={option} className={`${styles.choice} ${choice === option ? styles.choiceOn : ''}`}>
            <input type="radio" className="visually-hidden" name={`confirm-${row.id}`} checked={choice === option} onChange={() => setChoice(option)} />
            {t(`cashier.confirm.states.${option}`)}
          </label>
        ))}
      </div>
      {choice === 'NOT_RECEIVED' ? (
        <div className={styles.upload}>
          <label className={styles.uploadLabel}>
            <span>{t('cashier.confirm.proof')}</span>
            <input type="file" accept="image/png,image/jpeg" onChange={(event) => void onFile(event)}
              aria-invalid={proofError ? true : undefined} aria-describedby={`proof-${row.id}`} />
          </label>
          <span id={`proof-${row.id}`} className={proofError ? styles.fieldError : styles.muted} role={proofError ? 'alert' : undefined}>
            {proofError ?? (proof ? t('cashier.confirm.proofChosen', { name: proof.name }) : t('cashier.confirm.proofHint'))}
          </span>
        </div>
      ) : null}
      {choice === 'PARTIALLY_RECEIVED' ? (
        <MoneyInput label={t('cashier.confirm.receivedAmount')} value={received} onChange={(value) => { setReceived(value); setReceivedError(null); }}
          currencySymbol={symbol} languageTag={kit.languageTag} labels={kit.money} error={receivedError ?? undefined} required />
      ) : null}
      {confirm.error ? <p className={styles.error} role="alert">{cashierRefusalText(confirm.error, t)}</p> : null}
      <Button size="sm" disabled={!choice} loading={confirm.isPending} onClick={send}>{t('cashier.confirm.send')}</Button>
    </fieldset>
  );
}

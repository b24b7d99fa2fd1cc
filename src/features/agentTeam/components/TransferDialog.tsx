import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, checkAmount, Field, formatCellMoney, Modal, MoneyInput, parseMoney, useKitLabels } from '@/components';
import { Link } from 'react-router';
import { MAX_CHARS } from '@contracts/shared/limits';
import { errorBehaviour, isApiError } from '@/lib/api';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import { useBalanceQuery } from '@/features/member';
import { useCurrencySymbol } from '@/features/system';
import { useTransferToDownline } from '../api';
import styles from '../team.module.css';

/** The server's cap on one downline transfer (contracts/agent.ts). */
const MAX_TRANSFER = 10_000_000;

const newRequestId = () => `dl-${crypto.randomUUID()}`;

/**
 * Transfer to a direct downline member: amount and payment password, then a
 * receipt. A double submit sends one request (exclusive mutation) and a
 * resend after a lost answer keeps its request id, so the money moves once;
 * the server also refuses to overdraw.
 */
export function TransferDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const balance = useBalanceQuery().data;
  const transfer = useTransferToDownline();
  const [requestId, setRequestId] = useState(newRequestId);
  const max = Math.min(MAX_TRANSFER, balance ?? MAX_TRANSFER);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag });

  const schema = z.object({
    amount: z.string().superRefine((text, ctx) => {
      const problem = checkAmount(text, { min: 0.01, max }, kit.languageTag);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: t(`agentTeam.transfer.amount_${problem}`, { max: money(max) }) });
    }),
    paymentPassword: z.string().trim().min(1, t('agentTeam.transfer.passwordRequired')),
    remark: z.string().trim().max(MAX_CHARS.remark, t('agentTeam.transfer.remarkTooLong', { max: MAX_CHARS.remark })),
  });
  const form = useForm<z.infer<typeof schema>>({ mode: 'onTouched', defaultValues: { amount: '', paymentPassword: '', remark: '' }, resolver: zodResolver(schema) });
  // WIRE.md §4.4: a wrong payment password is the field's error; none set yet sends the user to set one.
  const behaviour = isApiError(transfer.error) ? errorBehaviour({ errorCode: transfer.error.errorCode, status: transfer.error.status, silent: false, withToken: true }) : null;

  const submit = form.handleSubmit((values) => {
    const transferAmount = parseMoney(values.amount, kit.languageTag) ?? 0;
    const remark = values.remark.trim();
    transfer.mutate(
      // WIRE.md §7.2 agentDownlineTransfer {transferAmount, password, remark}: `password` is the payment password.
      { body: { subordinateName: account, transferAmount, password: values.paymentPassword.trim(), ...(remark ? { remark } : {}), requestId } },
      {
        // A refusal is a final answer, so the next try is a new request; after a lost answer
        // (network, time-out) the same id is resent and the server replays instead of paying twice.
        onError: (error) => {
          if (isApiError(error) && error.kind === 'refused') setRequestId(newRequestId());
          if (isApiError(error) && errorBehaviour({ errorCode: error.errorCode, status: error.status, silent: false, withToken: true }) === 'paymentPasswordField') {
            form.setError('paymentPassword', { message: error.message || t('agentTeam.transfer.wrongPassword') });
          }
        },
      },
    );
  });

  const receipt = transfer.data;
  return (
    <Modal title={t('agentTeam.transfer.title', { account })} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="sm">
      {receipt ? (
        <div className={styles.receipt} role="status" data-testid="transfer-receipt" data-focus-landing>
          <p className={styles.receiptTitle}>{t('agentTeam.transfer.done')}</p>
          <dl className={styles.receiptList}>
            <div>
              <dt>{t('agentTeam.transfer.to')}</dt>
              <dd>{receipt.account}</dd>
            </div>
            <div>
              <dt>{t('agentTeam.transfer.amount')}</dt>
              <dd>{money(receipt.amount)}</dd>
            </div>
            <div>
              <dt>{t('agentTeam.transfer.reference')}</dt>
              <dd>
                <code>{receipt.reference}</code>
              </dd>
            </div>
            <div>
              <dt>{t('agentTeam.transfer.balanceAfter')}</dt>
              <dd>{money(receipt.balance)}</dd>
            </div>
            <div>
              <dt>{t('agentTeam.transfer.time')}</dt>
              <dd>{formatDateTime(receipt.createTime)}</dd>
            </div>
          </dl>
          <Button block onClick={onClose}>
            {t('agentTeam.common.done')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('agentTeam.transfer.formLabel')}>
          <p className={styles.muted}>{t('agentTeam.transfer.available', { amount: balance === undefined ? '—' : money(balance) })}</p>
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyInput
                label={t('agentTeam.transfer.amount')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                min={0.01}
                max={max}
                presets={[100, 500, 1000]}
                currencySymbol={symbol}
                languageTag={kit.languageTag}
                error={fieldState.error?.message}
                labels={kit.money}
                required
              />
            )}
          />
          <Field
            label={t('agentTeam.transfer.paymentPassword')}
            type="password"
            autoComplete="off"
            error={form.formState.errors.paymentPassword?.message}
            required
            {...form.register('paymentPassword')}
          />
          <Field label={t('agentTeam.transfer.remark')} maxLength={MAX_CHARS.remark} error={form.formState.errors.remark?.message} {...form.register('remark')} />
          {behaviour === 'setPaymentPassword' ? (
            <p role="alert" className={styles.error}>
              {t('agentTeam.transfer.noPassword')} <Link to={memberPageHref('securityCenter')}>{t('agentTeam.transfer.setPassword')}</Link>
            </p>
          ) : transfer.error && behaviour !== 'paymentPasswordField' && !(isApiError(transfer.error) && transfer.error.presented) ? (
            <p role="alert" className={styles.error}>
              {isApiError(transfer.error) ? transfer.error.message : t('agentTeam.common.failed')}
            </p>
          ) : null}
          <Button type="submit" block loading={transfer.isPending}>
            {t('agentTeam.transfer.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

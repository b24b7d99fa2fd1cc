import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, Field, Modal, pageKit } from '@/components';
import { CONTRACT_PERIODS, CONTRACT_TYPES } from '@contracts/shared/constants';
import type { ContractTerms, ContractType } from '@contracts/shared/contract-settlement';
import { isApiError } from '@/lib/api';
import { usePermission } from '@/features/system';
import { useContracts, useOfferContract } from '../api';
import { ceilingOf, hasPendingRequest, maxOfferRate } from '../rules/contractRules';
import { ContractSimulator } from './ContractSimulator';
import styles from './contracts.module.css';

const FLAG_OF: Record<ContractType, 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary'> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'dailySalary',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realtimeSalary',
};

const numberText = (t: (key: string) => string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, t('agentTeam.offer.required'))
    .refine((value) => /^-?\d+(\.\d{1,2})?$/.test(value), t('agentTeam.offer.number'))
    .refine((value) => Number(value) >= min && Number(value) <= max, t('agentTeam.offer.range'));

/**
 * The offer form's rules. `maxRate` is the agent's ceiling of the chosen type (its own active rate),
 * undefined when it holds none: then no rate passes (the server refuses the same, issue 31).
 */
function offerSchema(t: (key: string, options?: Record<string, unknown>) => string, maxRate: number | undefined, typeName: string) {
  return z
    .object({
      contractType: z.enum(CONTRACT_TYPES),
      period: z.enum(CONTRACT_PERIODS),
      rate: z
        .string()
        .trim()
        .min(1, t('agentTeam.offer.required'))
        .refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) >= 0.01, t('agentTeam.offer.number'))
        .refine(
          (value) => maxRate !== undefined && Number(value) <= maxRate,
          maxRate === undefined ? t('agentTeam.offer.rateNone', { type: typeName }) : t('agentTeam.offer.rateMax', { max: maxRate }),
        ),
      periodValidBet: numberText(t, 0, 1_000_000_000),
      periodProfitLoss: numberText(t, -1_000_000_000, 1_000_000_000),
      activeMembers: z.string().trim().regex(/^\d{1,7}$/, t('agentTeam.offer.whole')),
      betAmount: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (values.contractType !== 'DAILY_SALARY' && values.contractType !== 'HOURLY_SALARY') return;
      if (!/^\d+(\.\d{1,2})?$/.test(values.betAmount) || Number(values.betAmount) < 0.01) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['betAmount'], message: t('agentTeam.offer.number') });
      }
    });
}

type OfferValues = z.infer<ReturnType<typeof offerSchema>>;

/**
 * A refused offer in the reader's language where the server says it is over the agent's ceiling
 * (`value: {contractType, ceiling}`, mocks/agent/contract-rules.ts), else the server's message.
 */
function offerRefusalText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!isApiError(error)) return t('agentTeam.common.failed');
  const ceiling = ceilingOf(error.value);
  if (!ceiling) return error.message;
  const typeName = t(`agentDoor.contractTypes.${ceiling.contractType}`);
  return ceiling.ceiling === null ? t('agentTeam.offer.rateNone', { type: typeName }) : t('agentTeam.offer.rateMax', { max: ceiling.ceiling });
}

function termsFrom(values: Partial<OfferValues>): ContractTerms | undefined {
  const rate = Number(values.rate);
  if (!values.contractType || !values.period || !(rate > 0)) return undefined;
  const bet = Number(values.betAmount);
  return {
    contractType: values.contractType,
    period: values.period,
    rate,
    periodValidBet: Number(values.periodValidBet) || 0,
    periodProfitLoss: Number(values.periodProfitLoss) || 0,
    activeMembers: Number(values.activeMembers) || 0,
    betAmountPerDay: values.contractType === 'DAILY_SALARY' && bet > 0 ? bet : undefined,
    betAmountPerHour: values.contractType === 'HOURLY_SALARY' && bet > 0 ? bet : undefined,
  };
}

/**
 * Offer a contract to a direct downline member: type, rate (at most the
 * agent's own of that type, shown under the field; a type it holds none of
 * cannot be offered), period and the SPEC §3 terms; one pending offer
 * of a type per member. The simulator shows what it would have cost.
 */
export function OfferContractDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const features = usePermission()?.features;
  const contracts = useContracts();
  const offer = useOfferContract();
  const received = contracts.data?.received ?? [];
  const given = contracts.data?.given ?? [];
  const types = CONTRACT_TYPES.filter((type) => features?.[FLAG_OF[type]]);
  const own = received.find((row) => row.status === 'ACTIVE' && types.includes(row.contractType));
  const initialType = own?.contractType ?? types[0] ?? 'DIVIDEND';

  const form = useForm<OfferValues>({
    mode: 'onTouched',
    defaultValues: {
      contractType: initialType,
      period: own?.period ?? 'WEEKLY',
      rate: '',
      periodValidBet: '0',
      periodProfitLoss: '0',
      activeMembers: '1',
      betAmount: '',
    },
    resolver: (values, context, options) => {
      const max = maxOfferRate(received, values.contractType);
      return zodResolver(offerSchema(t, max, t(`agentDoor.contractTypes.${values.contractType}`)))(values, context, options);
    },
  });
  const watched = useWatch({ control: form.control });
  const type = watched.contractType ?? initialType;
  const maxRate = maxOfferRate(received, type);
  const pending = hasPendingRequest(given, account, type);
  const terms = termsFrom(watched);
  const current = given.find((row) => row.account === account && row.contractType === type && row.status === 'ACTIVE');
  const errors = form.formState.errors;
  // Another type has another ceiling: a rate already checked is checked again against it.
  const rateChecked = form.formState.isSubmitted || form.getFieldState('rate').isTouched;
  useEffect(() => {
    if (rateChecked) void form.trigger('rate');
    // Only a change of type re-checks; the rate's own changes are checked by the form's mode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);

  const submit = form.handleSubmit((values) => {
    const bet = Number(values.betAmount);
    offer.mutate(
      {
        body: {
          subordinateName: account,
          contractType: values.contractType,
          period: values.period,
          rate: Number(values.rate),
          periodValidBet: Number(values.periodValidBet),
          periodProfitLoss: Number(values.periodProfitLoss),
          activeMembers: Number(values.activeMembers),
          ...(values.contractType === 'DAILY_SALARY' ? { betAmountPerDay: bet } : {}),
          ...(values.contractType === 'HOURLY_SALARY' ? { betAmountPerHour: bet } : {}),
        },
      },
    );
  });

  return (
    <Modal title={t('agentTeam.offer.title', { account })} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="xl">
      {offer.isSuccess ? (
        <div className={styles.outcome} role="status">
          <strong>{t('agentTeam.offer.sent', { account })}</strong>
          <Button size="sm" onClick={onClose}>
            {t('agentTeam.common.done')}
          </Button>
        </div>
      ) : (
        <form className={pageKit.stack4} onSubmit={(event) => void submit(event)} noValidate aria-label={t('agentTeam.offer.formLabel')}>
          <div className={styles.offerGrid}>
            <label className={styles.selectField}>
              <span>{t('agentTeam.offer.type')}</span>
              <select {...form.register('contractType')}>
                {types.map((value) => (
                  <option key={value} value={value}>
                    {t(`agentDoor.contractTypes.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.selectField}>
              <span>{t('agentTeam.offer.period')}</span>
              <select {...form.register('period')}>
                {CONTRACT_PERIODS.map((value) => (
                  <option key={value} value={value}>
                    {t(`agentDoor.periods.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <Field
              label={t('agentTeam.offer.rate')}
              inputMode="decimal"
              hint={maxRate !== undefined ? t('agentTeam.offer.rateHint', { max: maxRate }) : t('agentTeam.offer.ceilingNone')}
              error={errors.rate?.message}
              suffix="%"
              required
              {...form.register('rate')}
            />
            <Field label={t('agentTeam.terms.periodValidBet')} inputMode="decimal" error={errors.periodValidBet?.message} {...form.register('periodValidBet')} />
            <Field label={t('agentTeam.terms.periodProfitLoss')} inputMode="decimal" error={errors.periodProfitLoss?.message} {...form.register('periodProfitLoss')} />
            <Field label={t('agentTeam.terms.activeMembers')} inputMode="numeric" error={errors.activeMembers?.message} {...form.register('activeMembers')} />
            {type === 'DAILY_SALARY' || type === 'HOURLY_SALARY' ? (
              <Field
                label={t(type === 'DAILY_SALARY' ? 'agentTeam.terms.betAmountPerDay' : 'agentTeam.terms.betAmountPerHour')}
                inputMode="decimal"
                error={errors.betAmount?.message}
                required
                {...form.register('betAmount')}
              />
            ) : null}
          </div>
          {pending ? (
            <p className={styles.warning} role="alert">
              {t('agentTeam.offer.pending', { account, type: t(`agentDoor.contractTypes.${type}`) })}
            </p>
          ) : null}
          {offer.error ? (
            <p role="alert" className={styles.error}>
              {offerRefusalText(offer.error, t)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={offer.isPending} disabled={pending}>
              {t('agentTeam.offer.submit')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('agentTeam.common.cancel')}
            </Button>
          </div>
          {terms ? (
            <ContractSimulator terms={terms} current={current ? { ...current, betAmountPerDay: current.betAmountPerDay ?? undefined, betAmountPerHour: current.betAmountPerHour ?? undefined } : undefined} account={account} mode="cost" />
          ) : (
            <p className={pageKit.mutedXs}>{t('agentTeam.offer.simulatorHint')}</p>
          )}
        </form>
      )}
    </Modal>
  );
}

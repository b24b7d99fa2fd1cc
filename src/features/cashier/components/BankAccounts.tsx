import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, Dialog, Field, Icon, pageKit } from '@/components';
import type { BankAccount } from '@contracts/wallet';
import { useAddBankAccount, useRemoveBankAccount, useSetDefaultBankAccount, type WithdrawInfo } from '../api';
import { cashierRefusalText } from './refusal';
import styles from './cashier.module.css';

/** The bound payout accounts: pick the default, remove one (confirmed), add one. */
export function BankAccounts({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultBankAccount();
  const remove = useRemoveBankAccount();
  const [adding, setAdding] = useState(info.bankAccounts.length === 0);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const full = info.bankAccounts.length >= info.maxBankAccounts;
  const error = setDefault.error ?? remove.error;

  return (
    <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="accounts-title">
      <div className={styles.panelHead}>
        <h2 id="accounts-title" className={styles.panelTitle}>{t('cashier.accounts.title')}</h2>
        <Button variant="ghost" size="sm" icon={<Icon name="bank" size={16} />} disabled={full || adding} onClick={() => setAdding(true)}>
          {t('cashier.accounts.add')}
        </Button>
      </div>
      {info.bankAccounts.length === 0 ? <p className={styles.empty}>{t('cashier.accounts.none')}</p> : (
        <ul className={styles.accountList}>
          {info.bankAccounts.map((account) => (
            <li key={account.id} className={`${styles.account} ${account.isDefault ? styles.accountDefault : ''}`}>
              <span className={styles.accountIcon} aria-hidden="true"><Icon name={account.type === 'BANK' ? 'bank' : 'wallet'} size={18} /></span>
              <span className={styles.accountText}>
                <strong>{account.bankName} {account.accountNo}</strong>
                <span className={styles.muted}>{account.accountName}</span>
              </span>
              {account.isDefault ? <span className={styles.tagGood}>{t('cashier.accounts.default')}</span> : (
                <Button variant="ghost" size="sm" loading={setDefault.isPending && setDefault.variables === account.id}
                  onClick={() => setDefault.mutate(account.id)}
                  aria-label={t('cashier.accounts.makeDefaultOf', { account: `${account.bankName} ${account.accountNo}` })}>
                  {t('cashier.accounts.makeDefault')}
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => setRemoving(account)}
                aria-label={t('cashier.accounts.removeOf', { account: `${account.bankName} ${account.accountNo}` })}>
                {t('cashier.accounts.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? <p className={styles.muted}>{t('cashier.accounts.full', { count: info.maxBankAccounts })}</p> : null}
      {error ? <p className={styles.error} role="alert">{cashierRefusalText(error, t)}</p> : null}
      {adding ? <AddAccountForm info={info} onDone={() => setAdding(false)} /> : null}
      {removing ? (
        <Dialog
          title={t('cashier.accounts.removeTitle')}
          message={t('cashier.accounts.removeText', { account: `${removing.bankName} ${removing.accountNo}` })}
          confirmLabel={t('cashier.accounts.remove')}
          cancelLabel={t('cashier.cancel')}
          tone="warning"
          onConfirm={() => {
            remove.mutate(removing.id);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

interface AccountForm {
  provider: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

function AddAccountForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const add = useAddBankAccount();
  const holder = info.holderName;
  const schema = useMemo(
    () =>
      z.object({
        provider: z.string().min(1, t('cashier.accounts.providerRequired')),
        accountName: z.string().trim().min(1, t('cashier.accounts.nameRequired')).max(64),
        accountNo: z
          .string()
          .trim()
          .refine((text) => /^[0-9 ]+$/.test(text) && text.replace(/ /g, '').length >= 8 && text.replace(/ /g, '').length <= 20, t('cashier.accounts.numberInvalid')),
        isDefault: z.boolean(),
      }),
    [t],
  );
  const form = useForm<AccountForm>({
    resolver: zodResolver(schema),
    defaultValues: { provider: info.payoutProviders[0]?.name ?? '', accountName: holder ?? '', accountNo: '', isDefault: info.bankAccounts.length === 0 },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const provider = info.payoutProviders.find((item) => item.name === values.provider);
    if (!provider) return;
    add.mutate(
      { body: { type: provider.type, bankName: provider.name, accountName: values.accountName, accountNo: values.accountNo, isDefault: values.isDefault } },
      { onSuccess: onDone },
    );
  });
  return (
    <form className={styles.addAccount} onSubmit={(event) => void submit(event)} noValidate aria-label={t('cashier.accounts.add')}>
      <label className={styles.selectField}>
        <span>{t('cashier.accounts.provider')}</span>
        <select {...form.register('provider')}>
          {(['BANK', 'EWALLET'] as const).map((type) => (
            <optgroup key={type} label={t(`cashier.accounts.types.${type}`)}>
              {info.payoutProviders.filter((item) => item.type === type).map((item) => <option key={item.name} value={item.name}>{item.name}</option>)}
            </optgroup>
          ))}
        </select>
      </label>
      <Field label={t('cashier.accounts.holder')} {...form.register('accountName')} readOnly={Boolean(holder)} error={errors.accountName?.message}
        hint={holder ? t('cashier.accounts.holderLocked') : t('cashier.accounts.holderHint')} required autoComplete="name" />
      <Field label={t('cashier.accounts.number')} {...form.register('accountNo')} inputMode="numeric" error={errors.accountNo?.message} required autoComplete="off" />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('isDefault')} /> {t('cashier.accounts.setDefault')}
      </label>
      {add.error ? <p className={styles.error} role="alert">{cashierRefusalText(add.error, t)}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={add.isPending}>{t('cashier.accounts.save')}</Button>
        <Button variant="ghost" onClick={onDone}>{t('cashier.cancel')}</Button>
      </div>
    </form>
  );
}

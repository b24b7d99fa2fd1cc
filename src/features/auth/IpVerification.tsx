import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { z } from 'zod';
import type { LoginVerificationChallenge, LoginVerificationMethod } from '../../../contracts/session';
import { Button, Field } from '../../components';
import { failureText } from './api';
import { useLoginVerify, useSendLoginCode } from './api/ipVerification';
import { FormError } from './FormError';
import { useSmsCountdown } from './smsCountdown';
import styles from './auth.module.css';

interface IpVerificationProps {
  challenge: LoginVerificationChallenge;
  username: string;
  password: string;
  onBack: () => void;
}

const SENDS_CODE: ReadonlySet<LoginVerificationMethod> = new Set(['SMS', 'EMAIL']);

/**
 * SPEC §4 login from an unregistered IP: the server refused a right password
 * from an IP it does not know and offered ways to verify. The member picks
 * one, answers it, and the login completes through the one login sequence.
 */
export function IpVerification({ challenge, username, password, onBack }: IpVerificationProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<LoginVerificationMethod>(challenge.methods[0]!.method);
  const [sentFor, setSentFor] = useState<LoginVerificationMethod | null>(null);
  const verify = useLoginVerify();
  const send = useSendLoginCode();
  const countdown = useSmsCountdown();
  const schema = useMemo(
    () =>
      z.object({
        answer:
          method === 'BANK_NAME'
            ? z.string().trim().min(1, t('auth.validation.required'))
            : z.string().trim().min(1, t('auth.validation.required')).regex(/^\d{4,8}$/, t('auth.validation.smsCode')),
      }),
    [method, t],
  );
  const form = useForm<{ answer: string }>({ resolver: zodResolver(schema), defaultValues: { answer: '' } });
  const hint = challenge.methods.find((entry) => entry.method === method)?.hint ?? '';
  const needsCode = SENDS_CODE.has(method);

  const pick = (next: LoginVerificationMethod) => {
    setMethod(next);
    form.reset({ answer: '' });
    verify.reset();
    send.reset();
  };

  const sendCode = () => {
    if (method !== 'SMS' && method !== 'EMAIL') return;
    const started = performance.now();
    send.mutate(
      { body: { verificationTicket: challenge.verificationTicket, method } },
      {
        onSuccess: (value) => {
          setSentFor(method);
          countdown.start(value.expiredMinutes, performance.now() - started);
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(({ answer }) => verify.mutate({ verificationTicket: challenge.verificationTicket, method, answer, username, password }));
  const answerLabel = method === 'BANK_NAME' ? t('account.ipCheck.bank') : method === 'GOOGLE' ? t('account.ipCheck.google') : t('account.ipCheck.code');

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.ipCheck.title')}>
      <h3 className={styles.noticeTitle}>{t('account.ipCheck.title')}</h3>
      <p className={styles.lead}>{t('account.ipCheck.lead', { ip: challenge.ip })}</p>
      <fieldset className={styles.methodSet}>
        <legend className={styles.kicker}>{t('account.ipCheck.methodsLabel')}</legend>
        {challenge.methods.map((entry) => (
          <label key={entry.method} className={styles.check}>
            <input type="radio" name="ip-check-method" value={entry.method} checked={method === entry.method} onChange={() => pick(entry.method)} />
            {t(`account.ipCheck.methods.${entry.method}`)}
          </label>
        ))}
      </fieldset>
      {needsCode ? (
        <div className={styles.row}>
          <span className={styles.terms}>{sentFor === method ? t('account.ipCheck.sentTo', { hint }) : t('account.ipCheck.sendTo', { hint })}</span>
          <Button variant="secondary" size="sm" loading={send.isPending} disabled={countdown.remaining > 0} onClick={sendCode}>
            {countdown.remaining > 0 ? t('account.sms.resendIn', { seconds: countdown.remaining }) : t('account.sms.send')}
          </Button>
        </div>
      ) : null}
      <Field
        key={method}
        label={answerLabel}
        autoComplete={method === 'BANK_NAME' ? 'name' : 'one-time-code'}
        inputMode={method === 'BANK_NAME' ? 'text' : 'numeric'}
        hint={method === 'BANK_NAME' ? t('account.ipCheck.bankHint') : undefined}
        required
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
      <FormError message={failureText(send.error ?? verify.error, t)} />
      <Button type="submit" block size="lg" loading={verify.isPending}>
        {t('account.ipCheck.submit')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('account.ipCheck.back')}
      </button>
    </form>
  );
}

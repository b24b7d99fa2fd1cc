import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, pageKit } from '@/components';
import { cookieStore } from '@/lib/storage';
import { failureText, useLoggingIn, useSmsLogin } from '../../api';
import { FormError } from '../../components/FormError';
import { MobileCodeFields } from '../../components/SmsControls';
import { smsLoginSchema, type SmsLoginForm as SmsLoginValues } from '../../rules/schemas';

function readSmsCookie(): { mobileNum: string; countryDialingCode: string } | null {
  try {
    const raw = cookieStore.get('loginTypeSms');
    const parsed = raw ? (JSON.parse(raw) as { mobileNum?: unknown; countryDialingCode?: unknown }) : null;
    return parsed && typeof parsed.mobileNum === 'string' && typeof parsed.countryDialingCode === 'string'
      ? { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

/** SPEC §2 the SMS tab: number, code and the send button; the number comes back from the last SMS login (cookie loginTypeSms). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const login = useSmsLogin();
  const loggingIn = useLoggingIn();
  const schema = useMemo(() => smsLoginSchema(t), [t]);
  const saved = useMemo(readSmsCookie, []);
  const form = useForm<SmsLoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: saved?.countryDialingCode ?? '+63', mobileNum: saved?.mobileNum ?? '', verificationCode: '' },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.smsFormLabel')}>
      <MobileCodeFields form={form} purpose="login" />
      <FormError message={failureText(login.error, t)} />
      <Button type="submit" block size="lg" loading={loggingIn}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Field, Modal, Tabs, pageKit } from '@/components';
import { usePermission } from '../../system';
import { showToast } from '@/lib/state/ui';
import { failureText, useResetPasswordByEmail, useResetPasswordByMobile } from '../api';
import { forgotEmailSchema, forgotMobileSchema, type ForgotEmailForm, type ForgotMobileForm } from '../rules/schemas';
import { MobileCodeFields } from '../components/SmsControls';
import { FormError } from '../components/FormError';

type Method = 'email' | 'mobile';

/** SPEC §2/§4/§5 forgot password: email and mobile tabs, shown only when both are enabled. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const email = permission?.login.forgotPassword.email ?? false;
  const mobile = permission?.login.forgotPassword.mobile ?? false;
  const [tab, setTab] = useState<Method>(email ? 'email' : 'mobile');
  const body =
    email && mobile ? (
      <Tabs
        label={t('auth.forgot.methods')}
        active={tab}
        onChange={setTab}
        items={[
          { key: 'email', label: t('auth.forgot.tabEmail') },
          { key: 'mobile', label: t('auth.forgot.tabMobile') },
        ]}
      >
        {tab === 'email' ? <ByEmail onClose={onClose} /> : <ByMobile />}
      </Tabs>
    ) : email ? (
      <ByEmail onClose={onClose} />
    ) : mobile ? (
      <ByMobile />
    ) : (
      <p className={pageKit.muted}>{t('auth.forgot.unavailable')}</p>
    );
  return (
    <Modal title={t('modals.forgotPassword')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      {body}
    </Modal>
  );
}

function ByEmail({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPasswordByEmail();
  const schema = useMemo(() => forgotEmailSchema(t), [t]);
  const form = useForm<ForgotEmailForm>({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { body: values },
      {
        onSuccess: () => {
          showToast('auth.forgot.emailSent', 'success');
          onClose();
        },
      },
    ),
  );
  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.forgot.tabEmail')}>
      <p className={pageKit.muted}>{t('auth.forgot.emailLead')}</p>
      <Field label={t('auth.fields.username')} autoComplete="username" required error={errors.username?.message} {...form.register('username')} />
      <Field label={t('auth.fields.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <FormError message={failureText(reset.error, t)} />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t('auth.forgot.sendLink')}
      </Button>
    </form>
  );
}

function ByMobile() {
  const { t } = useTranslation();
  const reset = useResetPasswordByMobile();
  const schema = useMemo(() => forgotMobileSchema(t), [t]);
  const form = useForm<ForgotMobileForm>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '+63', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { errors } = form.formState;
  // SPEC §4: on success the mutation logs in with the mobile number and the new password, then goes home.
  const onSubmit = form.handleSubmit((values) => reset.mutate(values));
  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.forgot.tabMobile')}>
      <MobileCodeFields form={form} purpose="reset" />
      <Field label={t('auth.fields.newPassword')} type="password" autoComplete="new-password" required error={errors.newPassword?.message} {...form.register('newPassword')} />
      <FormError message={failureText(reset.error, t)} />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t('auth.forgot.reset')}
      </Button>
    </form>
  );
}

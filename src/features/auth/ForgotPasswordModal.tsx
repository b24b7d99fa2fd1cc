import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Field, Modal, Tabs } from '../../components';
import { callRoute, contract } from '../../lib/api';
import { usePermission } from '../system';
import { setLoader, showToast } from '../../lib/state/ui';
import { completeLogin, errorText } from './afterLogin';
import { forgotEmailSchema, forgotMobileSchema, type ForgotEmailForm, type ForgotMobileForm } from './schemas';
import { MobileCodeFields } from './SmsControls';
import { FormError } from './FormError';
import styles from './auth.module.css';

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
      <p className={styles.lead}>{t('auth.forgot.unavailable')}</p>
    );
  return (
    <Modal title={t('modals.forgotPassword')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      {body}
    </Modal>
  );
}

function ByEmail({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => forgotEmailSchema(t), [t]);
  const form = useForm<ForgotEmailForm>({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callRoute(contract.member.resetPasswordByEmail, { body: values });
      showToast('auth.forgot.emailSent', 'success');
      onClose();
    } catch (error) {
      setServerError(errorText(error, t));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.forgot.tabEmail')}>
      <p className={styles.lead}>{t('auth.forgot.emailLead')}</p>
      <Field label={t('auth.fields.username')} autoComplete="username" required error={errors.username?.message} {...form.register('username')} />
      <Field label={t('auth.fields.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <FormError message={serverError} />
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {t('auth.forgot.sendLink')}
      </Button>
    </form>
  );
}

function ByMobile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => forgotMobileSchema(t), [t]);
  const form = useForm<ForgotMobileForm>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '+63', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callRoute(contract.member.resetPasswordByMobile, {
        body: {
          mobileNum: values.mobileNum,
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode,
          newPassword: values.newPassword,
        },
      });
      // SPEC §4: log in with the mobile number as username and the new password, then go home.
      setLoader(true);
      const value = await callRoute(contract.session.login, { body: { username: values.mobileNum, password: values.newPassword, type: 'username' } });
      showToast('auth.forgot.resetDone', 'success');
      await completeLogin({ value, type: 'username', password: values.newPassword, username: values.mobileNum, navigate: (path) => void navigate(path) });
      void navigate('/');
    } catch (error) {
      setLoader(false);
      setServerError(errorText(error, t));
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.forgot.tabMobile')}>
      <MobileCodeFields form={form} purpose="reset" />
      <Field label={t('auth.fields.newPassword')} type="password" autoComplete="new-password" required error={errors.newPassword?.message} {...form.register('newPassword')} />
      <FormError message={serverError} />
      <Button type="submit" block size="lg" loading={isSubmitting}>
        {t('auth.forgot.reset')}
      </Button>
    </form>
  );
}

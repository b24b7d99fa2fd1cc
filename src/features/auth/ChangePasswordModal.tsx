import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Field, Modal } from '../../components';
import { callRoute, contract } from '../../lib/api';
import { clearSession } from '../../lib/state/session';
import type { ModalProps } from '../../lib/state/modals';
import { readLoginState } from '../session';
import { setLoader, showToast } from '../../lib/state/ui';
import { completeLogin, errorText } from './afterLogin';
import { changePasswordSchema, type ChangePasswordForm } from './schemas';
import { FormError } from './FormError';
import styles from './auth.module.css';

/** What openModal('changePassword', …) passes (lib/state/modals.ts), plus the host's close. */
export type ChangePasswordModalProps = ModalProps['changePassword'] & { onClose: () => void };

/**
 * SPEC §2/§4/§5 change password, titled as an expired-password change: old
 * password unless known, a valid new one, an equal confirmation. Success logs
 * in again with the new password, closes and goes to /.
 */
export function ChangePasswordModal({ onClose, knownOldPassword, username, forced, firstTimeLogin }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const known = typeof knownOldPassword === 'string' && knownOldPassword !== '' ? knownOldPassword : null;
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => changePasswordSchema(t, known !== null), [t, known]);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    if (forced === true && !readLoginState(queryClient).isLogin) clearSession();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    const oldPassword = known ?? values.oldPassword ?? '';
    try {
      await callRoute(contract.member.changePassword, {
        body: { oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword },
      });
      const account = (typeof username === 'string' && username) || readLoginState(queryClient).userInfo?.account || '';
      setLoader(true);
      const value = await callRoute(contract.session.login, { body: { username: account, password: values.newPassword, type: 'username' } });
      showToast('auth.change.success', 'success');
      await completeLogin({ value: { ...value, firstTimeLogin: value.firstTimeLogin || firstTimeLogin === true }, type: 'username', password: values.newPassword, username: account, navigate: (path) => void navigate(path) });
      // SPEC §4: go to / — except that an agent's re-login has already sent it to /agentHome.
      if (!readLoginState(queryClient).isAgent) void navigate('/');
    } catch (error) {
      setLoader(false);
      setServerError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal title={t('modals.changePassword')} onClose={close} closeLabel={t('common.close')} size="sm">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.change.formLabel')}>
        <p className={styles.lead}>{t('auth.change.lead')}</p>
        {known === null ? (
          <Field label={t('auth.fields.oldPassword')} type="password" autoComplete="current-password" required error={errors.oldPassword?.message} {...form.register('oldPassword')} />
        ) : null}
        <Field
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('auth.change.hint')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Field
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword?.message}
          {...form.register('confirmNewPassword')}
        />
        <FormError message={serverError} />
        <Button type="submit" block size="lg" loading={busy}>
          {t('auth.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}

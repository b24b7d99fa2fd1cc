import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Field, Modal } from '../../components';
import { clearSession } from '../../lib/state/session';
import { readLoginState } from '../session';
import { failureText, useChangePassword } from './api';
import { changePasswordSchema, type ChangePasswordForm } from './schemas';
import { FormError } from './FormError';
import styles from './auth.module.css';

export interface ChangePasswordModalProps {
  onClose: () => void;
  /** The password just used to log in (forced change): the old password field is then not asked. */
  knownOldPassword?: unknown;
  username?: unknown;
  /** Opened by the login flow: closing without a change abandons the half-open session. */
  forced?: unknown;
  /** The login that forced the change was the account's first: the first-login action runs after it. */
  firstTimeLogin?: unknown;
}

/**
 * SPEC §2/§4/§5 change password, titled as an expired-password change: old
 * password unless known, a valid new one, an equal confirmation. Success logs
 * in again with the new password, closes and goes to /.
 */
export function ChangePasswordModal({ onClose, knownOldPassword, username, forced, firstTimeLogin }: ChangePasswordModalProps) {
  const { t } = useTranslation();
  const known = typeof knownOldPassword === 'string' && knownOldPassword !== '' ? knownOldPassword : null;
  const queryClient = useQueryClient();
  const change = useChangePassword({
    knownOldPassword: known,
    username: typeof username === 'string' && username ? username : null,
    firstTimeLogin: firstTimeLogin === true,
  });
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

  // SPEC §4: on success the mutation logs in again with the new password and goes to /.
  const onSubmit = form.handleSubmit((values) => change.mutate(values));

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
        <FormError message={failureText(change.error, t)} />
        <Button type="submit" block size="lg" loading={change.isPending}>
          {t('auth.change.submit')}
        </Button>
      </form>
    </Modal>
  );
}

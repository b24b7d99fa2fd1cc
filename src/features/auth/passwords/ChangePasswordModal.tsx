import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Field, Modal, pageKit } from '@/components';
import type { ChangePasswordModalProps } from '@/lib/state/modals';
import { abandonHeldLogin, failureText, useChangePassword } from '../api';
import { changePasswordSchema, type ChangePasswordForm } from '../rules/schemas';
import { FormError } from '../components/FormError';

/**
 * SPEC §2/§4/§5 change password, titled as an expired-password change: old
 * password unless known, a valid new one, an equal confirmation. Success logs
 * in again with the new password, closes and goes to /.
 */
export function ChangePasswordModal({ onClose, heldToken, knownOldPassword, username, firstTimeLogin }: ChangePasswordModalProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const known = knownOldPassword || null;
  const change = useChangePassword({ heldToken: heldToken ?? null, knownOldPassword: known, username: username || null, firstTimeLogin: firstTimeLogin === true });
  const schema = useMemo(() => changePasswordSchema(t, known !== null), [t, known]);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  // Closing a forced change abandons its login: the held token goes with the modal, and its session with the server.
  const close = () => {
    if (heldToken && !change.isSuccess) abandonHeldLogin(heldToken);
    onClose();
  };

  // SPEC §4: on success the mutation logs in again with the new password and goes to /.
  const onSubmit = form.handleSubmit((values) => change.mutate(values));

  return (
    <Modal title={t('modals.changePassword')} onClose={close} closeLabel={t('common.close')} size="sm">
      <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.change.formLabel')}>
        <p className={pageKit.muted}>{t('auth.change.lead')}</p>
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

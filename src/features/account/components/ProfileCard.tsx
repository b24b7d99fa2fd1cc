import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { NATURES_OF_WORK, SOURCES_OF_INCOME } from '@contracts/shared/constants';
import type { MemberInfo } from '@contracts/shared/entities';
import { Button, Field, Icon, pageKit } from '@/components';
import { showToast } from '@/lib/state/ui';
import { screenField, useNationalities, useSaveProfile } from '../api';
import { changedProfile, FORM_FIELDS, profileFormValues, profileSchema, type FormField, type ProfileForm } from '../rules/profile';
import styles from '../screens/account.module.css';
import { fieldMessage, optionalRefusalText, refusedField } from './refusal';
import { SelectField } from './SelectField';

type Kind = 'text' | 'date' | 'nationality' | 'occupation' | 'income';
const KIND: Partial<Record<FormField, Kind>> = { birthday: 'date', nationality: 'nationality', occupation: 'occupation', sourceOfIncome: 'income' };
const WIDE: ReadonlySet<FormField> = new Set(['address', 'permanentAddress']);
const AUTOCOMPLETE: Partial<Record<FormField, string>> = { nickname: 'nickname', fullName: 'name', birthday: 'bday', address: 'street-address' };

/** SPEC §3 other profile fields, shown and edited (member.setInfo); identity fields KYC locked stay read-only. */
export function ProfileCard({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const nationalities = useNationalities();
  const nationalityName = (key: string) => nationalities.data?.find((entry) => entry.key === key)?.name ?? key;
  const locked = new Set(info.lockedFields ?? []);

  const shown = (field: FormField): string => {
    const value = info[field] ?? '';
    if (!value) return '';
    if (field === 'nationality') return nationalityName(value);
    if (field === 'occupation' && value in NATURES_OF_WORK) return t(`kyc.naturesOfWork.${value}`);
    if (field === 'sourceOfIncome' && value in SOURCES_OF_INCOME) return t(`kyc.sourcesOfIncome.${value}`);
    return value;
  };

  return (
    <section className={styles.card} aria-labelledby="account-profile-title">
      <div className={styles.cardHead}>
        <h2 id="account-profile-title" className={styles.cardTitle}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="user" size={18} />
          </span>
          {t('account.profile.title')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('account.profile.edit')}
          </Button>
        )}
      </div>
      {locked.size > 0 ? (
        <p className={styles.lockNote}>
          <Icon name="shield" size={16} />
          {t('account.profile.lockedNote')}
        </p>
      ) : null}
      {editing ? (
        <ProfileEditor info={info} onDone={() => setEditing(false)} nationalityOptions={(nationalities.data ?? []).map((entry) => ({ value: entry.key, label: entry.name }))} />
      ) : (
        <dl className={styles.details}>
          {FORM_FIELDS.map((field) => (
            <div key={field} className={`${styles.detail} ${WIDE.has(field) ? styles.wide : ''}`}>
              <dt>
                {t(`account.fields.${field}`)}
                {locked.has(field) ? <Icon name="shield" size={12} aria-label={t('account.profile.locked')} /> : null}
              </dt>
              <dd>
                {shown(field) || <span className={styles.unset}>{t('account.profile.notSet')}</span>}
                {/* SPEC §9: the Zalo reward is offered where the number is asked for. */}
                {field === 'zalo' && !shown(field) ? <span className={styles.unset}> · {t('account.profile.zaloReward')}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

interface EditorProps {
  info: MemberInfo;
  onDone: () => void;
  nationalityOptions: ReadonlyArray<{ value: string; label: string }>;
}

function ProfileEditor({ info, onDone, nationalityOptions }: EditorProps) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const schema = useMemo(() => profileSchema(t), [t]);
  const form = useForm<ProfileForm>({ resolver: zodResolver(schema), defaultValues: profileFormValues(info) });
  const { errors } = form.formState;
  const locked = new Set(info.lockedFields ?? []);
  const [unchanged, setUnchanged] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    const body = changedProfile(values, info);
    if (Object.keys(body).length === 0) {
      setUnchanged(true);
      return;
    }
    setUnchanged(false);
    save.mutate(body, {
      onSuccess: () => {
        showToast('account.profile.saved', 'success');
        onDone();
      },
      // The form keeps every value typed; a refusal that names a field shows under it.
      onError: (error) => {
        // The server names S6's fields (payeename, mail): the form's own names are found from them.
        const named = refusedField(error);
        const field = named ? screenField(named) : null;
        if (field && (FORM_FIELDS as readonly string[]).includes(field)) form.setError(field as FormField, { message: fieldMessage(error, t) });
      },
    });
  });

  const options = {
    occupation: Object.keys(NATURES_OF_WORK).map((code) => ({ value: code, label: t(`kyc.naturesOfWork.${code}`) })),
    income: Object.keys(SOURCES_OF_INCOME).map((code) => ({ value: code, label: t(`kyc.sourcesOfIncome.${code}`) })),
    nationality: nationalityOptions,
  };
  const formError = save.error && !refusedField(save.error) ? optionalRefusalText(save.error, t) : null;

  return (
    <form className={pageKit.grid2} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.profile.formLabel')}>
      {FORM_FIELDS.map((field) => {
        const kind = KIND[field] ?? 'text';
        const label = t(`account.fields.${field}`);
        const readOnly = locked.has(field);
        const error = errors[field]?.message;
        const className = WIDE.has(field) ? styles.wide : undefined;
        const isSelect = kind === 'nationality' || kind === 'occupation' || kind === 'income';
        if (isSelect && readOnly) {
          // A locked choice shows as read-only text: a disabled select would drop out of the form's values.
          const shown = options[kind].find((option) => option.value === info[field])?.label ?? info[field] ?? '';
          return <Field key={field} className={className} label={label} value={shown} readOnly hint={t('account.profile.lockedHint')} />;
        }
        if (isSelect) {
          return (
            <div key={field} className={className}>
              <SelectField label={label} options={options[kind]} placeholder={t('account.profile.choose')} error={error} {...form.register(field)} />
            </div>
          );
        }
        return (
          <Field
            key={field}
            className={className}
            label={label}
            type={kind === 'date' ? 'date' : 'text'}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            readOnly={readOnly}
            required={field === 'nickname'}
            hint={readOnly ? t('account.profile.lockedHint') : field === 'zalo' ? t('account.profile.zaloReward') : undefined}
            error={error}
            {...form.register(field)}
          />
        );
      })}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {unchanged ? (
        <p className={`${pageKit.muted} ${styles.wide}`} role="status">
          {t('account.profile.nothingChanged')}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('account.common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}

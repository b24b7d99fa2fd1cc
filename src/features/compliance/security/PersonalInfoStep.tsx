import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Field, pageKit } from '@/components';
import { useNationalities } from '../../system';
import { useSavePersonalInfo } from '../api';
import { birthdayProblem, todayIso } from '../rules/age';
import { FormAlert, refusalText } from './FormAlert';
import {
  EMPTY_PERSONAL_INFO, ID_TYPE_CODES, NATURE_OF_WORK_CODES, SOURCE_OF_INCOME_CODES, personalInfoSchema,
  type PersonalInfoForm,
} from '../rules/personalInfo';
import { SelectField } from './SelectField';
import styles from './SecurityModal.module.css';

export interface PersonalInfoStepProps {
  onSaved: () => void;
}

/** KYC step 1: the personal form, saved through the kyc contract before the upload step. */
export function PersonalInfoStep({ onSaved }: PersonalInfoStepProps) {
  const { t } = useTranslation();
  const save = useSavePersonalInfo();
  const schema = useMemo(() => personalInfoSchema(t), [t]);
  const form = useForm<PersonalInfoForm>({ resolver: zodResolver(schema), defaultValues: EMPTY_PERSONAL_INFO });
  const { errors, isSubmitted, touchedFields } = form.formState;
  // Nationality keys and names come from the backend that checks them.
  const nationalities = useNationalities();

  const birthday = form.watch('birthday');
  const ageWarning = (touchedFields.birthday || isSubmitted) && birthday.trim() !== '' && birthdayProblem(birthday) !== null;

  const onSubmit = form.handleSubmit((trimmed) => save.mutate(trimmed, { onSuccess: onSaved }));

  const coded = (codes: readonly string[], prefix: string) => codes.map((code) => ({ value: code, label: t(`${prefix}.${code}`) }));

  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('kyc.personal.formLabel')}>
      <p className={styles.lead}>{t('kyc.personal.lead')}</p>
      <div className={styles.grid}>
        <SelectField
          label={t('kyc.fields.idType')}
          placeholder={t('kyc.fields.select')}
          options={coded(ID_TYPE_CODES, 'kyc.idTypes')}
          required
          error={errors.idType?.message}
          {...form.register('idType')}
        />
        <Field label={t('kyc.fields.payeename')} autoComplete="name" required error={errors.payeename?.message} {...form.register('payeename')} />
        <Field
          label={t('kyc.fields.birthday')}
          type="date"
          max={todayIso()}
          autoComplete="bday"
          required
          error={errors.birthday?.message ?? (ageWarning ? t('kyc.local_age_21') : undefined)}
          {...form.register('birthday')}
        />
        <Field label={t('kyc.fields.placeOfBirth')} required error={errors.placeOfBirth?.message} {...form.register('placeOfBirth')} />
        <Field label={t('kyc.fields.address')} autoComplete="street-address" required error={errors.address?.message} {...form.register('address')} />
        <Field label={t('kyc.fields.permanentAddress')} required error={errors.permanentAddress?.message} {...form.register('permanentAddress')} />
        <SelectField
          label={t('kyc.fields.nationality')}
          placeholder={nationalities.isPending ? t('common.loading') : t('kyc.fields.select')}
          options={nationalities.options}
          required
          error={errors.nationality?.message}
          {...form.register('nationality')}
        />
        <SelectField
          label={t('kyc.fields.sourceOfIncome')}
          placeholder={t('kyc.fields.select')}
          options={coded(SOURCE_OF_INCOME_CODES, 'kyc.sourcesOfIncome')}
          required
          error={errors.sourceOfIncome?.message}
          {...form.register('sourceOfIncome')}
        />
        <SelectField
          label={t('kyc.fields.occupation')}
          placeholder={t('kyc.fields.select')}
          options={coded(NATURE_OF_WORK_CODES, 'kyc.naturesOfWork')}
          required
          error={errors.occupation?.message}
          {...form.register('occupation')}
        />
        <Field label={t('kyc.fields.employerName')} autoComplete="organization" required error={errors.employerName?.message} {...form.register('employerName')} />
      </div>
      <FormAlert message={save.error ? refusalText(save.error, t) : null} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={save.isPending}>
          {t('kyc.personal.submit')}
        </Button>
      </div>
    </form>
  );
}

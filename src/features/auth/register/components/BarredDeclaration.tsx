import { pageKit } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { REGISTRATION_DECLARATIONS, type JurisdictionProfile, type RegistrationDeclaration } from '@contracts/shared/jurisdictions';
import styles from '../register.module.css';

interface Props {
  profile: JurisdictionProfile;
  value: RegistrationDeclaration;
  onChange: (value: RegistrationDeclaration) => void;
  /** Shown under the choices when the player names a barred category. */
  barred: boolean;
}

/**
 * PAGCOR (issue 35): the player declares at registration whether they are a student, a government
 * official or a member of the AFP or PNP, all barred from play. A barred answer stops the form here;
 * the backend refuses it too (register_barred_category).
 */
export function BarredDeclaration({ profile, value, onChange, barred }: Props) {
  const { t } = useTranslation();
  const choices = REGISTRATION_DECLARATIONS.filter((choice) => choice === 'NONE' || profile.registration.barredCategories.includes(choice));
  return (
    <fieldset className={styles.declaration} aria-describedby={barred ? 'register-declaration-error' : undefined}>
      <legend>{t('register.declaration.legend')}</legend>
      {choices.map((choice) => (
        <label key={choice} className={styles.check}>
          <input type="radio" name="declaration" value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          <span>{t(`register.declaration.${choice}`)}</span>
        </label>
      ))}
      {barred ? (
        <p id="register-declaration-error" className={pageKit.fieldError} role="alert">
          {t('register.declaration.barred', { regulator: profile.regulator })}
        </p>
      ) : null}
    </fieldset>
  );
}

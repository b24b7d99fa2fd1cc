import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Modal } from '@/components';
import { showToast } from '@/lib/state/ui';
import { complianceFlags } from '../components/sessionFlags';
import { IntroStep } from './IntroStep';
import { PersonalInfoStep } from './PersonalInfoStep';
import { UploadStep, type ChosenImages } from './UploadStep';
import styles from './SecurityModal.module.css';

type Step = 0 | 1 | 2;
const PROGRESS = [1, 2] as const;

/**
 * SPEC §2/§4 security (KYC) modal. Step 0 → 1 on Start; 1 → 2 once the
 * personal info is saved; upload success sets securityAlreadyUpLoad and
 * closes; verify later sets verifyLater and closes.
 */
export function SecurityModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(0);
  const [images, setImages] = useState<ChosenImages>({});
  const body = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // A new step replaces the content under the focus: move it to the step's first control.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const controls = body.current?.querySelectorAll<HTMLElement>('input, select, button') ?? [];
    [...controls].find((control) => !control.closest('[hidden]'))?.focus();
  }, [step]);

  const later = () => {
    complianceFlags.chooseVerifyLater();
    onClose();
  };
  const uploaded = () => {
    complianceFlags.markUploaded();
    showToast('kyc.upload_success', 'success');
    onClose();
  };

  return (
    <Modal title={t('modals.security')} onClose={onClose} closeLabel={t('common.close')} size={step === 0 ? 'md' : 'lg'}>
      <div ref={body}>
      {step === 0 ? (
        <IntroStep onStart={() => setStep(1)} onLater={later} />
      ) : (
        <div className={styles.stepped}>
          <ol className={styles.progress} aria-label={t('kyc.progressLabel')}>
            {PROGRESS.map((number) => (
              <li
                key={number}
                className={`${styles.progressItem} ${number === step ? styles.current : ''} ${number < step ? styles.done : ''}`}
                aria-current={number === step ? 'step' : undefined}
              >
                <span className={styles.progressNumber} aria-hidden="true">
                  {number < step ? '✓' : number}
                </span>
                {t(`kyc.progress.${number}`)}
              </li>
            ))}
          </ol>
          {/* Kept mounted while hidden: going back finds everything as typed, selects included. */}
          <div hidden={step !== 1}>
            <PersonalInfoStep onSaved={() => setStep(2)} />
          </div>
          {step === 2 ? <UploadStep images={images} onImagesChange={setImages} onBack={() => setStep(1)} onUploaded={uploaded} /> : null}
        </div>
      )}
      </div>
    </Modal>
  );
}

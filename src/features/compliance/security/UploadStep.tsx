import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, pageKit } from '@/components';
import { useUploadIdImages } from '../api';
import { IMAGE_SLOTS, imageFileProblem, missingImages, type ImageSlot } from '../rules/upload';
import { FormAlert, refusalText } from './FormAlert';
import { ImagePicker, type ChosenImage } from './ImagePicker';
import { readDataUrl } from '@/lib/readDataUrl';
import styles from './SecurityModal.module.css';

export type ChosenImages = Partial<Record<ImageSlot, ChosenImage>>;

export interface UploadStepProps {
  /** Kept by the modal, so going back to the personal form loses no image. */
  images: ChosenImages;
  onImagesChange: Dispatch<SetStateAction<ChosenImages>>;
  onBack: () => void;
  onUploaded: () => void;
}

const SLOT_TEXT: Record<ImageSlot, string> = { idCardFront: 'front', idCardBack: 'back', idCardSelfie: 'selfie' };

/** KYC step 2: front, back and selfie, checked here (type, size, all three) and sent as data URLs. */
export function UploadStep({ images, onImagesChange, onBack, onUploaded }: UploadStepProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<ImageSlot, string>>>({});
  const upload = useUploadIdImages();

  const pick = async (slot: ImageSlot, file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setErrors((current) => ({ ...current, [slot]: t(problem) }));
      return;
    }
    try {
      const dataUrl = await readDataUrl(file);
      // Functional: two files picked quickly must not overwrite each other.
      onImagesChange((current) => ({ ...current, [slot]: { name: file.name, dataUrl } }));
      setErrors((current) => ({ ...current, [slot]: undefined }));
    } catch {
      setErrors((current) => ({ ...current, [slot]: t('kyc.upload.unreadable') }));
    }
  };

  const submit = () => {
    const missing = missingImages(images);
    if (missing.length > 0) {
      upload.reset();
      setErrors((current) => ({ ...current, ...Object.fromEntries(missing.map(({ slot, key }) => [slot, t(key)])) }));
      return;
    }
    const { idCardFront, idCardBack, idCardSelfie } = images;
    if (!idCardFront || !idCardBack || !idCardSelfie) return;
    upload.mutate({ idCardFront: idCardFront.dataUrl, idCardBack: idCardBack.dataUrl, idCardSelfie: idCardSelfie.dataUrl }, { onSuccess: onUploaded });
  };

  return (
    <section className={pageKit.column4} aria-label={t('kyc.upload.sectionLabel')}>
      <p className={styles.lead}>{t('kyc.upload.lead')}</p>
      <div className={styles.slots}>
        {IMAGE_SLOTS.map((slot) => (
          <ImagePicker
            key={slot}
            label={t(`kyc.upload.slots.${SLOT_TEXT[slot]}.label`)}
            hint={t(`kyc.upload.slots.${SLOT_TEXT[slot]}.hint`)}
            image={images[slot]}
            error={errors[slot]}
            onPick={(file) => void pick(slot, file)}
          />
        ))}
      </div>
      <p className={styles.rules}>{t('kyc.upload.rules')}</p>
      <FormAlert message={upload.error ? refusalText(upload.error, t) : null} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={upload.isPending}>
          {t('kyc.upload.previous')}
        </Button>
        <Button size="lg" loading={upload.isPending} onClick={submit}>
          {t('kyc.upload.submit')}
        </Button>
      </div>
    </section>
  );
}

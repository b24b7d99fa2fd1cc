import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { SUPPORT_QUESTION_TYPES } from '@contracts/shared/constants';
import type { FeedbackSettings } from '@contracts/system';
import { Button, Icon, pageKit } from '@/components';
import { showToast } from '@/lib/state/ui';
import { readDataUrl } from '@/lib/readDataUrl';
import { useSendFeedback } from '../api';
import { ACCEPT, acceptImages } from '../rules/images';
import { wordCountProblem } from '../rules/wordCount';
import styles from './Feedback.module.css';

interface ChosenImage {
  id: number;
  name: string;
  dataUrl: string;
}

let nextImageId = 1;

function formSchema(settings: FeedbackSettings) {
  return z
    .object({
      questionType: z.enum(SUPPORT_QUESTION_TYPES, { errorMap: () => ({ message: 'content.feedback.typeRequired' }) }),
      content: z
        .string()
        .trim()
        .min(1, 'content.feedback.required')
        .max(settings.contentMaxChars, 'content.feedback.tooLong'),
    })
    .superRefine((values, ctx) => {
      const bounds = wordCountProblem(values.content, settings.contentWords);
      if (bounds && values.content.length > 0) ctx.addIssue({ code: 'custom', path: ['content'], message: 'content.feedback.words', params: { ...bounds } });
    });
}
type FeedbackValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * SPEC §3/§5/§9 feedback: a question type, at most 140 characters (with a
 * live counter and the server's word bounds) and up to 3 jpg/png images of at
 * most 5 MB, previewed before sending.
 */
export function FeedbackForm({ settings, onSent }: { settings: FeedbackSettings; onSent?: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const schema = useMemo(() => formSchema(settings), [settings]);
  const { register, handleSubmit, watch, reset, formState } = useForm<FeedbackValues>({
    resolver: zodResolver(schema),
    defaultValues: { content: '' },
  });
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const send = useSendFeedback();
  const length = watch('content')?.length ?? 0;
  const errors = formState.errors;

  const addFiles = async (files: File[]) => {
    const { accepted, problem } = acceptImages(images.length, files, settings);
    setImageError(problem);
    const read = await Promise.all(
      accepted.map(async (file) => ({ id: nextImageId++, name: file.name, dataUrl: await readDataUrl(file) })),
    );
    setImages((current) => [...current, ...read].slice(0, settings.maxImages));
  };

  const submit = handleSubmit((values) => {
    send.mutate(
      { body: { questionType: values.questionType, content: values.content, images: images.map((image) => image.dataUrl) } },
      {
        onSuccess: () => {
          showToast(images.length > 0 ? 'kyc.upload_success' : 'content.feedback.sent', 'success');
          reset({ content: '' });
          setImages([]);
          setImageError(null);
          onSent?.();
        },
      },
    );
  });

  const contentError = errors.content?.message
    ? t(errors.content.message, settings.contentWords ? { 0: settings.contentWords.min, 1: settings.contentWords.max, max: settings.contentMaxChars } : { max: settings.contentMaxChars })
    : undefined;

  return (
    <form className={pageKit.stack4} onSubmit={(event) => void submit(event)} noValidate data-testid="feedback-form">
      <div className={styles.field}>
        <label htmlFor={`${ids}-type`} className={styles.label}>
          {t('content.feedback.type')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${ids}-type`}
          className={styles.control}
          defaultValue=""
          aria-invalid={errors.questionType ? true : undefined}
          aria-describedby={errors.questionType ? `${ids}-type-error` : undefined}
          {...register('questionType')}
        >
          <option value="" disabled>
            {t('content.feedback.typePlaceholder')}
          </option>
          {SUPPORT_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`content.feedback.types.${type}`)}
            </option>
          ))}
        </select>
        {errors.questionType?.message ? (
          <p id={`${ids}-type-error`} className={styles.error} role="alert">
            {t(errors.questionType.message)}
          </p>
        ) : null}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-content`} className={styles.label}>
          {t('content.feedback.content')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${ids}-content`}
          className={`${styles.control} ${styles.textarea}`}
          rows={4}
          maxLength={settings.contentMaxChars}
          placeholder={t('content.feedback.contentPlaceholder')}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${ids}-counter${contentError ? ` ${ids}-content-error` : ''}`}
          {...register('content')}
        />
        <div className={styles.below}>
          {contentError ? (
            <p id={`${ids}-content-error`} className={styles.error} role="alert">
              {contentError}
            </p>
          ) : (
            <p className={pageKit.muted}>
              {settings.contentWords ? t('content.feedback.wordsHint', { 0: settings.contentWords.min, 1: settings.contentWords.max }) : null}
            </p>
          )}
          <p id={`${ids}-counter`} className={`${styles.counter} ${length >= settings.contentMaxChars ? styles.full : ''}`} data-testid="feedback-counter" aria-live="polite">
            {t('content.feedback.counter', { count: length, max: settings.contentMaxChars })}
          </p>
        </div>
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('content.feedback.images', { max: settings.maxImages })}</legend>
        <ul className={styles.previews} aria-label={t('content.feedback.previews')}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.dataUrl} alt={t('content.feedback.previewAlt', { index: index + 1, name: image.name })} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('content.feedback.removeImage', { index: index + 1 })}
                onClick={() => setImages((current) => current.filter((item) => item.id !== image.id))}
              >
                ×
              </button>
            </li>
          ))}
          {images.length < settings.maxImages ? (
            <li>
              <label className={styles.add}>
                <Icon name="image" size={22} />
                <span>{t('content.feedback.addImage')}</span>
                <input
                  type="file"
                  accept={ACCEPT}
                  multiple
                  className="visually-hidden"
                  data-testid="feedback-file"
                  onChange={(event) => {
                    const files = [...(event.target.files ?? [])];
                    event.target.value = '';
                    void addFiles(files);
                  }}
                />
              </label>
            </li>
          ) : null}
        </ul>
        <p className={pageKit.muted}>{t('content.feedback.imagesHint', { max: settings.maxImages, mb: Math.round(settings.maxImageBytes / 1_048_576) })}</p>
        {imageError ? (
          <p className={styles.error} role="alert">
            {t(imageError, { max: settings.maxImages })}
          </p>
        ) : null}
      </fieldset>

      {send.error ? (
        <p className={styles.error} role="alert">
          {send.error.messageKey ? t(send.error.messageKey, send.error.messageParams) : send.error.message}
        </p>
      ) : null}
      <Button type="submit" loading={send.isPending} className={styles.submit}>
        {t('content.feedback.submit')}
      </Button>
    </form>
  );
}

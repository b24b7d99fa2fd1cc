import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { createThrottle } from '@/lib/throttle';
import { useCaptcha } from '../../api';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../rules/throttle';
import authStyles from '../../components/auth.module.css';

/**
 * The captcha image (GET /wps/captcha): loads at once, a click loads another,
 * at most once a second (SPEC §5, §9). `version` bumps force a new one (after
 * a refusal the server has spent the old one).
 */
export function CaptchaImage({ version }: { version: number }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const { refetch } = captcha;
  const throttle = useMemo(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS), []);
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    void refetch();
  }, [version, refetch]);
  const image = captcha.isError ? null : captcha.data;
  return (
    <button
      type="button"
      className={authStyles.captchaButton}
      onClick={() => {
        if (throttle()) void refetch();
      }}
      // Until the image is there the button says "Loading…", and that is its name (WCAG 2.5.3).
      aria-label={image ? t('auth.captcha.refresh') : undefined}
    >
      {image ? <img src={image} alt={t('auth.captcha.image')} className={authStyles.captcha} /> : <span>{t('common.loading')}</span>}
    </button>
  );
}

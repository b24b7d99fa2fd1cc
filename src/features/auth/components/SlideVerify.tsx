import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Modal, pageKit } from '@/components';
import { SLIDE_DONE_AT, type SlideMeasures } from '../rules/humanCheck';
import styles from './SlideVerify.module.css';

const KEY_STEP = 0.1;

/**
 * The slide-to-verify step (SPEC §4 registration step 3, the SMS send
 * button's "slide verification"). Drag the handle to the end, or focus it and
 * use the arrow keys / End: it is a WAI-ARIA slider. What it measured goes to
 * the human-check provider, which signs the answer (useHumanCheck); `retried`
 * shows the slider again after the provider turned a slide down.
 */
export function SlideVerify({ onDone, onCancel, retried = false }: { onDone: (measures: SlideMeasures) => void; onCancel: () => void; retried?: boolean }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(retried);
  const track = useRef<HTMLDivElement>(null);
  // Measured from the moment the check is shown: a person needs a moment to read and move.
  const openedAt = useRef(performance.now());
  const moves = useRef(0);
  const dragging = useRef<{ startX: number; startPosition: number } | null>(null);

  const finish = (at: number) => {
    if (at >= SLIDE_DONE_AT) {
      setPosition(1);
      onDone({ durationMs: performance.now() - openedAt.current, moves: Math.max(1, moves.current) });
      return;
    }
    setFailed(true);
    setPosition(0);
  };

  const width = () => {
    const element = track.current;
    return element ? Math.max(1, element.clientWidth - 48) : 1;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = { startX: event.clientX, startPosition: position };
    setFailed(false);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    moves.current += 1;
    const next = dragging.current.startPosition + (event.clientX - dragging.current.startX) / width();
    setPosition(Math.min(1, Math.max(0, next)));
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    dragging.current = null;
    finish(position);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: KEY_STEP, ArrowUp: KEY_STEP, ArrowLeft: -KEY_STEP, ArrowDown: -KEY_STEP, End: 1, Home: -1 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moves.current += 1;
    setFailed(false);
    const next = Math.min(1, Math.max(0, position + step));
    setPosition(next);
    if (next >= SLIDE_DONE_AT) finish(next);
  };

  const percent = Math.round(position * 100);
  return (
    <Modal title={t('register.humanCheck.title')} onClose={onCancel} closeLabel={t('common.close')} size="sm">
      <div className={pageKit.column4}>
        <p className={pageKit.muted}>{t('register.humanCheck.lead')}</p>
        <div ref={track} className={`${styles.track} ${failed ? styles.failed : ''}`}>
          <div className={styles.fill} style={{ width: `calc(${percent}% + 24px)` }} aria-hidden="true" />
          <span className={styles.label} aria-hidden="true">
            {t('register.humanCheck.hint')}
          </span>
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('register.humanCheck.slider')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('register.humanCheck.valueText', { percent })}
            className={styles.handle}
            style={{ left: `calc(${percent}% - ${percent * 0.48}px)` }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">»</span>
          </div>
        </div>
        <p className={styles.status} role="status">
          {failed ? t('register.messages.verifyFirst') : ''}
        </p>
      </div>
    </Modal>
  );
}

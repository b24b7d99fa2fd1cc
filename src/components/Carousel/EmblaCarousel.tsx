import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import styles from './Carousel.module.css';

import type { CarouselProps } from './Carousel';
import { SlideTrack } from './SlideTrack';
import { useLanding } from './useLanding';

/**
 * True once the slides have been painted. Embla measures every slide when it
 * starts, a layout forced inside the commit that first shows them (with the
 * home page's first answers: 30–50 ms before the banner, its largest paint,
 * could be drawn). The slides paint first as they are, the same markup the
 * static fallback shows, and embla takes them over right after.
 */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // A task queued from an animation frame runs after that frame is painted.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Embla with the rules of SPEC §9: it loops and autoplays only with more than
 * one slide (page), pauses while hovered or focused, and never moves on its
 * own for users who ask for reduced motion. Where it moves on its own, its
 * first control stops it for good, and starts it again (WCAG 2.2.2 Pause,
 * Stop, Hide: a pause only while hovered or focused is not one a user keeps).
 */
export default function EmblaCarousel({ children, labels, autoplayMs = 0, speedMs = 1000, perView = 1, showDots = true }: CarouselProps) {
  const slides = Children.toArray(children);
  const pages = Math.ceil(slides.length / perView);
  const several = pages > 1;
  // Embla's duration is in its own units (20–60 ≈ 200–600 ms of ease); scale SPEC's ms into that band.
  const duration = Math.min(60, Math.max(20, Math.round(speedMs / 25)));
  const [viewport, api] = useEmblaCarousel({ loop: several, duration, slidesToScroll: perView, align: 'start', watchDrag: several });
  const painted = useAfterPaint();
  const [selected, setSelected] = useState(0);
  const paused = useRef(false);
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  const moving = several && autoplayMs > 0 && !prefersReducedMotion();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  useLanding(api);

  useEffect(() => {
    if (!api || !several || !autoplayMs || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (!paused.current && !stoppedRef.current && document.visibilityState === 'visible') api.scrollNext();
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, several, autoplayMs]);

  const pause = useCallback((value: boolean) => {
    paused.current = value;
  }, []);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => pause(true)}
      onMouseLeave={() => pause(false)}
      onFocus={() => pause(true)}
      onBlur={() => pause(false)}
    >
      {moving && labels.pause && labels.play ? (
        <button
          type="button"
          className={styles.playPause}
          aria-label={stopped ? labels.play : labels.pause}
          data-testid="carousel-play-pause"
          onClick={() => {
            stoppedRef.current = !stopped;
            setStopped(!stopped);
          }}
        >
          <Icon name={stopped ? 'play' : 'pause'} size={16} />
        </button>
      ) : null}
      <SlideTrack slides={slides} labels={labels} perView={perView} viewportRef={painted ? viewport : undefined} />
      {several ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => api?.scrollPrev()} aria-label={labels.previous}>
            ‹
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => api?.scrollNext()} aria-label={labels.next}>
            ›
          </button>
          {showDots ? (
            <div className={styles.dots}>
              {Array.from({ length: pages }, (_, page) => (
                <button
                  key={page}
                  type="button"
                  className={`${styles.dot} ${page === selected ? styles.dotActive : ''}`}
                  aria-label={labels.slide(page + 1, pages)}
                  aria-current={page === selected || undefined}
                  onClick={() => api?.scrollTo(page)}
                />
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

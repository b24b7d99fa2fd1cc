import type { ReactNode, Ref } from 'react';
import type { CarouselLabels } from './Carousel';
import styles from './Carousel.module.css';

interface SlideTrackProps {
  slides: ReactNode[];
  labels: CarouselLabels;
  perView: number;
  /** embla's viewport, once the slider's code has loaded. */
  viewportRef?: Ref<HTMLDivElement>;
}

/** The viewport and its slides: one markup for the static first paint and for embla, so nothing shifts between them. */
export function SlideTrack({ slides, labels, perView, viewportRef }: SlideTrackProps) {
  return (
    <div className={styles.viewport} ref={viewportRef}>
      <div className={styles.container}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            style={{ flexBasis: `${100 / perView}%` }}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(index + 1, slides.length)}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

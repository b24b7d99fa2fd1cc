import { Children, lazy, Suspense, type ReactNode } from 'react';
import styles from './Carousel.module.css';
import { SlideTrack } from './SlideTrack';

export interface CarouselLabels {
  region: string;
  previous: string;
  next: string;
  slide: (index: number, total: number) => string;
  /** The autoplay's stop and start control (WCAG 2.2.2), shown while the slides move on their own. */
  pause?: string;
  play?: string;
}

export interface CarouselProps {
  children: ReactNode;
  labels: CarouselLabels;
  /** Autoplay interval; 0 turns autoplay off. */
  autoplayMs?: number;
  /** Transition time in ms (SPEC §9: 1000). */
  speedMs?: number;
  /** Slides visible at once. */
  perView?: number;
  showDots?: boolean;
}

const loadEmbla = () => import('./EmblaCarousel');
const EmblaCarousel = lazy(loadEmbla);

/** Starts loading the slider's code ahead of its first use (e.g. once the page is idle). */
export function preloadCarousel(): void {
  void loadEmbla().catch(() => undefined);
}

/**
 * The slides as they first appear, before the slider's code has loaded: the
 * same region and slide markup, so the page paints its banner at once and
 * nothing shifts when embla takes over.
 */
function StaticSlides({ children, labels, perView = 1 }: CarouselProps) {
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={labels.region}>
      <SlideTrack slides={Children.toArray(children)} labels={labels} perView={perView} />
    </section>
  );
}

/**
 * A slider with the rules of SPEC §9 (EmblaCarousel.tsx). embla loads with
 * the first carousel on screen, not with the shell.
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<StaticSlides {...props} />}>
      <EmblaCarousel {...props} />
    </Suspense>
  );
}

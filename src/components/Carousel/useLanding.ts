import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/**
 * Embla eases toward a slide until it is within 0.001 px: after a 1000 ms
 * move the track crept on by sub-pixel steps for about 1.5 s more, every one
 * a frame of style, layer and paint work on the main thread (over half of
 * /rng's idle time went to its banner). Within this distance it lands.
 */
const LAND_WITHIN_PX = 0.5;

/** Ends each of the carousel's moves as soon as what is left of it cannot be seen. */
export function useLanding(api: UseEmblaCarouselType[1]): void {
  useEffect(() => {
    if (!api) return;
    const land = () => {
      const engine = api.internalEngine();
      if (engine.dragHandler.pointerDown() || Math.abs(engine.target.get() - engine.location.get()) >= LAND_WITHIN_PX) return;
      // The next frame moves straight to the target and settles; every scroll call sets its duration again.
      engine.scrollBody.useDuration(0);
    };
    api.on('scroll', land);
    return () => {
      api.off('scroll', land);
    };
  }, [api]);
}

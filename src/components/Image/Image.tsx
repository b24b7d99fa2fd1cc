import { useState } from 'react';
import { imageUrl } from '../../lib/images';

export interface ImageProps {
  /** A site path (served from an image CDN host), a full URL or a data: URL; empty means the fallback. */
  src: string | null | undefined;
  /** Shown when src is empty or fails to load; drawn inline, so it cannot fail itself. */
  fallback: string;
  /** The intrinsic size: with CSS sizing the box, the space is reserved before any byte arrives. */
  width: number;
  height: number;
  alt: string;
  className?: string;
  /**
   * 'lazy' (default) waits until the image nears the viewport; 'eager' loads
   * at once (the first row); 'priority' also raises its fetch priority (the
   * page's largest image, e.g. the first banner).
   */
  load?: 'lazy' | 'eager' | 'priority';
}

/**
 * An image that never shifts the layout and never shows a broken icon: the
 * box is sized up front (width, height, CSS aspect ratio), decoding stays off
 * the main thread, and a load error swaps in the fallback within the same box.
 */
export function Image({ src, fallback, width, height, alt, className, load = 'lazy' }: ImageProps) {
  // The failed source, not a flag: a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src ? imageUrl(src) : fallback;
  const shown = failedSrc === wanted ? fallback : wanted;
  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'priority' ? 'high' : undefined}
      decoding="async"
      onError={shown === fallback ? undefined : () => setFailedSrc(wanted)}
    />
  );
}

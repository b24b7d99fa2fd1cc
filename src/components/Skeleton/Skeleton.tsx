import styles from './Skeleton.module.css';

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
  /**
   * Off for a placeholder of content not requested yet (a section below the
   * fold): nothing is loading, and every running shimmer costs the page a
   * layer and, where the compositor cannot run it, style work on every frame.
   */
  shimmer?: boolean;
}

/** A shimmering placeholder of a known size, so content arriving later causes no layout shift. */
export function Skeleton({ width = '100%', height = 16, radius = 8, className, shimmer = true }: SkeletonProps) {
  const classes = [styles.skeleton, shimmer ? styles.shimmer : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

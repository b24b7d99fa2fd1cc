import styles from './Skeleton.module.css';

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** A shimmering placeholder of a known size, so content arriving later causes no layout shift. */
export function Skeleton({ width = '100%', height = 16, radius = 8, className }: SkeletonProps) {
  return <span className={`${styles.skeleton} ${className ?? ''}`} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

import { useState } from 'react';
import styles from './MemberInfo.module.css';
import { Icon } from '@/components';
import { useAvatarUrl } from '../api';

/** SPEC §2: the member avatar (N13), falling back to a default avatar when there is none or it fails to load. */
export function Avatar({ size = 40 }: { size?: number }) {
  const url = useAvatarUrl();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !url || failedUrl === url;
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} data-testid="member-avatar" data-fallback={failed || undefined}>
      {failed ? (
        <Icon name="user" size={Math.round(size * 0.55)} />
      ) : (
        <img src={url} alt="" width={size} height={size} onError={() => setFailedUrl(url)} />
      )}
    </span>
  );
}

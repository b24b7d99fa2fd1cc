import { useState } from 'react';
import { contract, useRouteQuery } from '../../lib/api';
import { useLoginState } from '../session';
import styles from './MemberInfo.module.css';
import { Icon } from '../../components';

/** SPEC §2: the member avatar (the member icon route), falling back to a default avatar on a load error. */
export function Avatar({ size = 40 }: { size?: number }) {
  const { userInfo } = useLoginState();
  const icon = useRouteQuery(contract.member.getIcon, undefined, { staleTime: 5 * 60_000, enabled: Boolean(userInfo) });
  const url = icon.data?.avatarUrl ?? userInfo?.avatarUrl ?? '';
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

import { useTranslation } from '@/lib/useTranslation';
import { Dialog, Icon } from '@/components';
import styles from './MemberInfo.module.css';

/** Clipboard API first; the textarea fallback covers browsers that refuse it (no permission, insecure origin). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export type CopyResult = 'copied' | 'failed';

/** SPEC §2: the user id with a copy button. The result dialog lives with the caller, so it outlives the menu. */
export function UserIdCopy({ userId, onResult }: { userId: string; onResult: (result: CopyResult) => void }) {
  const { t } = useTranslation();
  return (
    <span className={styles.userId}>
      <span className={styles.userIdLabel}>{t('memberInfo.userId')}</span>
      <span className={styles.userIdValue} data-testid="member-user-id">
        {userId}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('memberInfo.copyUserId')}
        onClick={() => void copyText(userId).then((copied) => onResult(copied ? 'copied' : 'failed'))}
      >
        <Icon name="copy" size={15} />
      </button>
    </span>
  );
}

/** The copy outcome: success with an OK button (SPEC §2), or the id to copy by hand. */
export function CopyResultDialog({ result, userId, onClose }: { result: CopyResult; userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const copied = result === 'copied';
  return (
    <Dialog
      tone={copied ? 'success' : 'warning'}
      title={t(copied ? 'memberInfo.copiedTitle' : 'memberInfo.copyFailedTitle')}
      message={t(copied ? 'memberInfo.copiedMessage' : 'memberInfo.copyFailedMessage', { id: userId })}
      confirmLabel={t('memberInfo.ok')}
      closeLabel={t('common.close')}
      onConfirm={onClose}
    />
  );
}

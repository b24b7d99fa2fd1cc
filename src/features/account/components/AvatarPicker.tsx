import { useTranslation } from '@/lib/useTranslation';
import { pageKit, Skeleton } from '@/components';
import { showToast } from '@/lib/state/ui';
import { useAvatarIcons, useSetAvatar } from '../api';
import styles from '../screens/account.module.css';
import { optionalRefusalText } from './refusal';

/** Avatars of system.icons; a click saves its image (member.setIcon, §7.2 changeIcon) and the header avatar follows. */
export function AvatarPicker({ currentUrl, onChosen }: { currentUrl: string; onChosen: () => void }) {
  const { t } = useTranslation();
  const icons = useAvatarIcons();
  const choose = useSetAvatar();
  return (
    <section className={styles.card} aria-labelledby="account-avatar-title">
      <div className={styles.cardHead}>
        <h2 id="account-avatar-title" className={styles.cardTitle}>
          {t('account.avatar.title')}
        </h2>
        <p className={pageKit.muted}>{t('account.avatar.lead')}</p>
      </div>
      {icons.isPending ? (
        <div className={styles.icons}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={86} radius={10} />
          ))}
        </div>
      ) : icons.isError ? (
        <p className={styles.formError} role="alert">
          {t('account.avatar.loadFailed')}
        </p>
      ) : (
        <ul className={styles.icons}>
          {icons.data.map((icon) => (
            <li key={icon.iconId}>
              <button
                type="button"
                className={styles.iconButton}
                aria-pressed={icon.url === currentUrl}
                disabled={choose.isPending}
                onClick={() =>
                  choose.mutate(icon.url, {
                    onSuccess: () => {
                      showToast('account.avatar.saved', 'success');
                      onChosen();
                    },
                  })
                }
              >
                <img src={icon.url} alt="" width={52} height={52} />
                <span>{icon.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {choose.error ? (
        <p className={styles.formError} role="alert">
          {optionalRefusalText(choose.error, t)}
        </p>
      ) : null}
    </section>
  );
}

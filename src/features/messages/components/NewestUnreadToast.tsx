import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { showToast } from '@/lib/state/ui';
import { moduleOn } from '../../member';
import { useLoginState } from '../../session';
import { usePermission } from '../../system';
import { INBOX_MODULE } from '@contracts/messages';
import { useNewestUnread } from '../api';

/**
 * WIRE.md §6.6 N3: the newest unread message of the last 7 days shows as a toast, once per page
 * load, for a real member while the inbox (INBOX3) is on. Headless; the main layout mounts it.
 */
export function NewestUnreadToast() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  const inbox = moduleOn(usePermission()?.whitelabel, INBOX_MODULE);
  const newest = useNewestUnread(isLogin && !isTrial && inbox);
  const shown = useRef<number | null>(null);
  const row = newest.data;
  useEffect(() => {
    if (!row || shown.current !== null) return;
    shown.current = row.id;
    showToast(t('engageMessages.newest', { subject: row.subject }), 'info', false);
  }, [row, t]);
  return null;
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Badge, Icon, type IconName } from '@/components';
import { useLoginState } from '../../session';
import { useCustomerServices } from '../../system';
import { safeUrl } from '@/lib/safeUrl';
import { useMissionsCount, usePromoCount, useRewardsCount, useUnreadCount } from '../api';
import { openModal } from '@/lib/state/ui';
import { Avatar } from './Avatar';
import { memberPageHref } from '@/lib/centrePages';
import { pagePath } from '@/lib/pages';
import styles from './MemberMenu.module.css';
import { UserIdCopy, type CopyResult } from './UserIdCopy';
import { VipLabel } from './VipLabel';
import type { MemberPanelSlots } from './panelSlots';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * SPEC §2 member menu: a disclosure drop-down (button + panel of links), so
 * the profile block and the links can share it. Arrow keys, Home and End move
 * between entries; Escape closes and gives focus back to the button.
 */
export function MemberMenu({ onCopyResult, contracts, withdrawable }: { onCopyResult: (result: CopyResult) => void } & Pick<MemberPanelSlots, 'contracts' | 'withdrawable'>) {
  const { t } = useTranslation();
  const { userInfo, isAgent } = useLoginState();
  const unreadMessage = useUnreadCount();
  const availablePromoCount = usePromoCount();
  const rewardsCount = useRewardsCount();
  const missionsCount = useMissionsCount();
  const customerServices = useCustomerServices();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!userInfo) return null;
  const liveChats = customerServices.services.filter((service) => service.csType === 'LIVECHAT');
  const close = () => setOpen(false);

  const focusItem = (move: (index: number, count: number) => number) => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (!items.length) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[move(current, items.length)]?.focus();
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const keys: Record<string, (index: number, count: number) => number> = {
      ArrowDown: (index, count) => (index + 1) % count,
      ArrowUp: (index, count) => (index - 1 + count) % count,
      Home: () => 0,
      End: (_index, count) => count - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    focusItem(move);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    // The panel renders on the next frame; focus its first entry then.
    requestAnimationFrame(() => focusItem(() => 0));
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        // Tabbing out of the whole drop-down closes it.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
        data-testid="member-menu-button"
        data-landing="member"
      >
        <span className={styles.avatarWrap}>
          <Avatar size={38} />
          {unreadMessage > 0 ? <span className={styles.dot} aria-hidden="true" /> : null}
        </span>
        <span className={styles.who}>
          <span className={styles.nickname}>{userInfo.nickname}</span>
          <VipLabel compact />
          {/* WCAG 2.5.3: the visible nickname and VIP label name the button; this only adds what it opens. */}
          <span className={styles.visuallyHidden}> {t('memberInfo.menu')}</span>
        </span>
        <Icon name="chevronDown" size={16} className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
      </button>

      {open ? (
        <div id={panelId} ref={panelRef} className={styles.panel} onKeyDown={onPanelKey} data-testid="member-menu">
          <div className={styles.profile}>
            <Avatar size={52} />
            <div className={styles.profileText}>
              <span className={styles.profileName}>{userInfo.nickname}</span>
              <VipLabel />
              <UserIdCopy userId={userInfo.account} onResult={onCopyResult} />
            </div>
          </div>
          {withdrawable?.(close)}
          <nav aria-label={t('memberInfo.menuLabel')}>
            <ul className={styles.list}>
              <MenuLink to={memberPageHref('securityCenter')} icon="shield" onPick={close}>
                {t('memberInfo.items.account')}
              </MenuLink>
              <MenuLink to={memberPageHref('personalHistoryCopy')} icon="records" onPick={close}>
                {t('memberInfo.items.bettingRecord')}
              </MenuLink>
              <MenuLink to={memberPageHref('messageV2')} icon="mail" onPick={close} count={unreadMessage} countLabel={t('memberInfo.unread', { count: unreadMessage })}>
                {t('memberInfo.items.platformInfo')}
              </MenuLink>
              <MenuLink to={memberPageHref('promotions')} icon="gift" onPick={close} count={availablePromoCount} countLabel={t('memberInfo.promos', { count: availablePromoCount })}>
                {t('memberInfo.items.promotions')}
              </MenuLink>
              <MenuLink to={memberPageHref('rewardCenter')} icon="crown" onPick={close} count={rewardsCount} countLabel={t('engageBadges.rewards', { count: rewardsCount })}>
                {t('memberCentre.pages.rewardCenter.title')}
              </MenuLink>
              <MenuLink to={memberPageHref('missionLeaderboard')} icon="trophy" onPick={close} count={missionsCount} countLabel={t('engageBadges.missions', { count: missionsCount })}>
                {t('memberCentre.pages.missionLeaderboard.title')}
              </MenuLink>
              <MenuLink to={pagePath('pointMall')} icon="bag" onPick={close}>
                {t('pages.pointMall')}
              </MenuLink>
              {contracts?.hasAny ? (
                <li>
                  {/* SPEC §4 Contracts: the upline's offers and the member's contracts, answered in the contract modal. */}
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      close();
                      contracts.open();
                    }}
                  >
                    <Icon name="contract" size={18} className={styles.itemIcon} />
                    <span className={styles.itemLabel}>{t('memberInfo.items.contracts')}</span>
                    <CountBadge count={contracts.waiting} label={t('memberInfo.contracts.waiting', { count: contracts.waiting })} />
                  </button>
                </li>
              ) : null}
              {liveChats.map((service) => (
                <li key={service.key}>
                  <a
                    className={styles.item}
                    href={safeUrl(service.url) ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={(event) => {
                      // The platform's service window (WIRE.md §3); the link stays for copying or a new tab.
                      event.preventDefault();
                      close();
                      if (service.ready) customerServices.open(service);
                    }}
                  >
                    <Icon name="chat" size={18} className={styles.itemIcon} />
                    <span className={styles.itemLabel}>{service.title}</span>
                    <span className={styles.visuallyHidden}>{t('memberInfo.newWindow')}</span>
                  </a>
                </li>
              ))}
              {isAgent ? (
                <MenuLink to={pagePath('agentHome')} icon="briefcase" onPick={close}>
                  {t('memberInfo.items.agent')}
                </MenuLink>
              ) : null}
              <li className={styles.separated}>
                <button
                  type="button"
                  className={`${styles.item} ${styles.signOut}`}
                  onClick={() => {
                    close();
                    openModal('logoutConfirm');
                  }}
                >
                  <Icon name="power" size={18} className={styles.itemIcon} />
                  <span className={styles.itemLabel}>{t('memberInfo.items.signOut')}</span>
                </button>
              </li>
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}

interface MenuLinkProps {
  to: string;
  icon: IconName;
  onPick: () => void;
  children: ReactNode;
  count?: number;
  countLabel?: string;
}

function MenuLink({ to, icon, onPick, children, count, countLabel }: MenuLinkProps) {
  return (
    <li>
      <Link to={to} className={styles.item} onClick={onPick}>
        <Icon name={icon} size={18} className={styles.itemIcon} />
        <span className={styles.itemLabel}>{children}</span>
        <CountBadge count={count ?? 0} label={countLabel ?? ''} />
      </Link>
    </li>
  );
}

/** A menu entry's count bubble (hidden at 0), with what it counts for screen readers. */
function CountBadge({ count, label }: { count: number; label: string }) {
  if (!count) return null;
  return (
    <>
      <span aria-hidden="true">
        <Badge tone="hot" count>
          {count > 99 ? '99+' : count}
        </Badge>
      </span>
      <span className={styles.visuallyHidden}>{label}</span>
    </>
  );
}

import { useTranslation } from '@/lib/useTranslation';
import { Button, pageKit, Skeleton } from '@/components';
import { formatNumber } from '@/lib/format';
import { safeUrl } from '@/lib/safeUrl';
import { openModal } from '@/lib/state/ui';
import { useLaunchGame } from '../../lobby';
import { useLoginState } from '../../session';
import { useLiveModels, useLiveRooms, type Host, type Room } from '../api';
import styles from './Live.module.css';

/**
 * SPEC §7 live model list and room list on /live: the hosts online and the open rooms, each
 * launching. Both calls need a session (N18, G15 are token calls), so guests see the game list only.
 */
export function LiveLobby() {
  const { isLogin } = useLoginState();
  return isLogin ? <MemberLiveLobby /> : null;
}

function MemberLiveLobby() {
  const { t, i18n } = useTranslation();
  const models = useLiveModels(true);
  const rooms = useLiveRooms(true);
  const launch = useLaunchGame();
  const roomOf = (model: Host) => rooms.data?.find((room) => room.roomId === model.roomId);
  const play = (room: Room) => void launch({ name: room.title, launch: room.launch });
  const chat = (room: Room) => openModal('chatRoom', { roomId: Number(room.roomId), roomTitle: room.title });
  const count = (value: number) => formatNumber(value, i18n.language);

  return (
    <div className={styles.lobby} data-testid="live-lobby">
      <section aria-labelledby="live-hosts">
        <h2 id="live-hosts" className={styles.heading}>
          {t('content.live.hosts')}
        </h2>
        <ul className={styles.hosts}>
          {models.data
            ? models.data.map((model) => {
                const room = roomOf(model);
                return (
                  <li key={model.modelId} className={styles.host}>
                    <span className={`${styles.avatarRing} ${model.online ? styles.online : ''}`}>
                      <img src={(model.avatarUrl && safeUrl(model.avatarUrl)) || undefined} alt="" width={64} height={64} loading="lazy" />
                    </span>
                    <span className={styles.hostName}>{model.nickname}</span>
                    <span className={pageKit.mutedXs}>
                      {model.online ? t('content.live.viewers', { count: model.viewers, value: count(model.viewers) }) : t('content.live.offline')}
                    </span>
                    {room && room.open ? (
                      <Button size="sm" onClick={() => play(room)} aria-label={t('content.live.watchLabel', { name: model.nickname })}>
                        {t('content.live.watch')}
                      </Button>
                    ) : null}
                  </li>
                );
              })
            : Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={150} radius={16} />)}
        </ul>
      </section>
      <section aria-labelledby="live-rooms">
        <h2 id="live-rooms" className={styles.heading}>
          {t('content.live.rooms')}
        </h2>
        <ul className={styles.rooms}>
          {rooms.data
            ? rooms.data.map((room) => (
                <li key={room.roomId} className={styles.room}>
                  <img className={styles.cover} src={(room.coverUrl && safeUrl(room.coverUrl)) || undefined} alt="" width={320} height={180} loading="lazy" />
                  <span className={`${styles.status} ${room.open ? styles.live : ''}`}>{t(`content.live.status.${room.open ? 'OPEN' : 'CLOSED'}`)}</span>
                  <div className={styles.roomBody}>
                    <h3 className={pageKit.titleMd}>{room.title}</h3>
                    <p className={pageKit.mutedXs}>
                      {room.minBet !== undefined && room.maxBet !== undefined ? `${t('content.live.limits', { min: count(room.minBet), max: count(room.maxBet) })} · ` : ''}
                      {t('content.live.viewers', { count: room.viewers, value: count(room.viewers) })}
                    </p>
                    {room.open ? (
                      <div className={styles.actions}>
                        <Button size="sm" onClick={() => play(room)} aria-label={t('content.live.playLabel', { room: room.title })}>
                          {t('content.live.play')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => chat(room)} aria-label={t('content.live.chatLabel', { room: room.title })}>
                          {t('content.live.chat')}
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={220} radius={16} />)}
        </ul>
      </section>
    </div>
  );
}

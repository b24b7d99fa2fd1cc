import i18next from 'i18next';
import { StrictMode, useEffect, useRef, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import enContent from '../../locales/en/content.json';
import tyContent from '../../locales/ty/content.json';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { applyBrandTheme } from '../lib/brand';
import { languageTag, resolveLanguage } from '../lib/languages';
import { cannedReply } from './chatReplies';
import styles from './Chat.module.css';
import '../app/styles/global.css';

/** How long the host "types" before answering. */
const REPLY_DELAY_MS = 900;

interface Line {
  id: number;
  from: 'host' | 'me';
  text: string;
}

function ChatRoom({ nickname, roomId }: { nickname: string; roomId: string }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[]>(() => [{ id: 0, from: 'host', text: t('content.chatPage.welcome', { name: nickname }) }]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const turn = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lines, typing]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setLines((current) => [...current, { id: current.length, from: 'me', text }]);
    setTyping(true);
    const key = cannedReply(text, turn.current++);
    window.setTimeout(() => {
      setTyping(false);
      setLines((current) => [...current, { id: current.length, from: 'host', text: t(key) }]);
    }, REPLY_DELAY_MS);
  };

  return (
    <main className={styles.room}>
      <header className={styles.head}>
        <span className={styles.dot} aria-hidden="true" />
        <h1 className={styles.title}>{t('content.chatPage.title', { room: roomId })}</h1>
      </header>
      <ol ref={list} className={styles.lines} aria-live="polite" aria-label={t('content.chatPage.messages')} data-testid="chat-lines">
        {lines.map((line) => (
          <li key={line.id} className={`${styles.line} ${line.from === 'me' ? styles.me : styles.host}`}>
            <span className={styles.author}>{line.from === 'me' ? nickname : t('content.chatPage.host')}</span>
            <span>{line.text}</span>
          </li>
        ))}
        {typing ? <li className={`${styles.line} ${styles.host} ${styles.typing}`}>{t('content.chatPage.typing')}</li> : null}
      </ol>
      <form className={styles.form} onSubmit={send}>
        <label htmlFor="chat-input" className="visually-hidden">
          {t('content.chatPage.input')}
        </label>
        <input id="chat-input" className={styles.input} value={draft} maxLength={140} autoComplete="off" placeholder={t('content.chatPage.placeholder')} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className={styles.send}>
          {t('content.chatPage.send')}
        </button>
      </form>
    </main>
  );
}

/** Entry of /demo-games/chat.html (demo and dev builds only): the simulated vendor's chat room with canned replies. */
async function boot(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  applyBrandTheme();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { EN: { translation: enContent }, TY: { translation: tyContent } },
    lng: resolveLanguage(params.get('language')),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = languageTag(i18n.language);
  document.title = i18n.t('content.chatPage.documentTitle');
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ChatRoom nickname={params.get('nickname') ?? ''} roomId={params.get('roomId') ?? ''} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void boot();

'use client';

/**
 * The chat of an online match, for its two players, or of a chouette table, for the players who sat at it:
 * stock phrases first, free text where the match allows it, a mute of each other player and a report to the
 * club's directors. A club member who watches an online match has the spectators' chat in the same panel (no
 * report; the players do not see it during a tournament match). Live over the API's chatMessageSent
 * subscription (graphql-ws); after a reconnect it reads the conversation again. Every message is rendered as
 * a React text node: never HTML, and an address stays plain text (no link).
 */
import { useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useState } from 'react';
import type { ChatMessageSentSubscription as ChatEvent } from '@/gql/graphql';
import { useLiveFeed } from '@/lib/use-live-feed';
import styles from '@/features/play/play.module.css';
import { type ChatState, loadChatAction, muteChatAction, reportChatAction, sendChatAction } from './actions';
import { type ChatLine, PHRASE_IDS, allowsFreeText, chatIsOff, lineContent, mergeChat } from './chat-view';
import chat from './chat.module.css';
import { ChatMessageSentSubscription } from './queries';

export function MatchChat({
  matchId,
  initial,
  liveUrl,
  others,
}: {
  /** The match's id, or the chouette table's. */
  matchId: string;
  initial: ChatState;
  liveUrl: string;
  /** The other players, whom the viewer may mute. */
  others: readonly { id: string; name: string }[];
}) {
  const t = useTranslations('chat');
  const [messages, setMessages] = useState<ChatLine[]>(initial.messages);
  const [muted, setMuted] = useState<string[]>(initial.muted);
  const [mode, setMode] = useState(initial.mode);
  const [draft, setDraft] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState(false);

  const add = useCallback(
    (news: readonly ChatLine[], mutedNow: readonly string[]) =>
      setMessages((old) => mergeChat(old, news, mutedNow)),
    [],
  );
  const reload = useCallback(async () => {
    const r = await loadChatAction(matchId);
    if (!r.ok) return;
    setMode(r.value.mode);
    setMuted(r.value.muted);
    setMessages(mergeChat([], r.value.messages, r.value.muted));
  }, [matchId]);

  const live = useLiveFeed<ChatEvent, ChatLine>({
    url: liveUrl,
    feedKey: `chat:${matchId}`,
    request: () => ({
      operationName: 'ChatMessageSent',
      query: ChatMessageSentSubscription.toString(),
      variables: { matchId },
    }),
    pick: (data) => data.chatMessageSent,
    seq: 0,
    enabled: true,
    onEvent: (m) => add([m], muted),
    onReconnect: () => void reload(),
  });

  const run = async <T,>(
    request: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>,
    done: (value: T) => void,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const r = await request();
      if (r.ok) done(r.value);
      else setError(r.message);
    } catch {
      setError(t('network'));
    } finally {
      setBusy(false);
    }
  };

  const sendText = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    void run(
      () => sendChatAction(matchId, { text }),
      (m) => {
        add([m], muted);
        setDraft('');
      },
    );
  };
  const toggleMute = (other: { id: string }) => {
    const wasMuted = muted.includes(other.id);
    void run(
      () => muteChatAction(matchId, other.id, !wasMuted),
      (now) => {
        setMuted(now);
        if (now.includes(other.id)) setMessages((old) => mergeChat(old, [], now));
        else void reload();
      },
    );
  };
  const report = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () => reportChatAction(matchId, reason.trim()),
      () => setReported(true),
    );
  };

  return (
    <section
      className={`${styles.card} ${chat.chat}`}
      aria-labelledby="chat-title"
      data-testid="match-chat"
      data-live={live}
    >
      <h2 id="chat-title">{initial.spectator ? t('spectatorsTitle') : t('title')}</h2>
      {initial.spectator ? <p className={styles.help}>{t('spectatorsNote')}</p> : null}
      {messages.length ? (
        <ol className={chat.log} aria-live="polite" aria-label={t('messages')} data-testid="chat-messages">
          {messages.map((m) => {
            const content = lineContent(m);
            return (
              <li key={m.id} data-testid="chat-line">
                <strong>{m.spectator ? t('spectatorName', { name: m.senderName }) : m.senderName}:</strong>{' '}
                {'phrase' in content ? t(`phrases.${content.phrase}`) : content.text}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={chat.empty} data-testid="chat-messages" aria-live="polite">
          {t('empty')}
        </p>
      )}
      {chatIsOff(mode) ? (
        <p className={styles.help}>{t('off')}</p>
      ) : (
        <>
          <div className={styles.buttons} role="group" aria-label={t('phrasesLabel')}>
            {PHRASE_IDS.map((id) => (
              <button
                key={id}
                type="button"
                className={styles.button}
                disabled={busy}
                onClick={() =>
                  void run(
                    () => sendChatAction(matchId, { phrase: id }),
                    (m) => add([m], muted),
                  )
                }
              >
                {t(`phrases.${id}`)}
              </button>
            ))}
          </div>
          {allowsFreeText(mode) ? (
            <form className={chat.send} onSubmit={sendText}>
              <label htmlFor="chat-text">{t('textLabel')}</label>
              <input
                id="chat-text"
                name="text"
                value={draft}
                maxLength={200}
                autoComplete="off"
                onChange={(e) => setDraft(e.target.value)}
              />
              <button type="submit" className={styles.buttonPrimary} disabled={busy || !draft.trim()}>
                {t('send')}
              </button>
            </form>
          ) : (
            <p className={styles.help}>{t('stockOnly')}</p>
          )}
        </>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
      {others.length ? (
        <div className={styles.buttons}>
          {others.map((other) => (
            <button
              key={other.id}
              type="button"
              className={styles.buttonQuiet}
              aria-pressed={muted.includes(other.id)}
              disabled={busy}
              onClick={() => toggleMute(other)}
            >
              {muted.includes(other.id) ? t('unmute', { name: other.name }) : t('mute', { name: other.name })}
            </button>
          ))}
        </div>
      ) : null}
      {others
        .filter((other) => muted.includes(other.id))
        .map((other) => (
          <p key={other.id} className={styles.help}>
            {t('mutedNote', { name: other.name })}
          </p>
        ))}
      {initial.spectator ? null : reported ? (
        <p role="status" data-testid="chat-reported">
          {t('reported')}
        </p>
      ) : (
        <details className={chat.report}>
          <summary>{t('report')}</summary>
          <form onSubmit={report}>
            <label htmlFor="chat-report-reason">{t('reason')}</label>
            <textarea
              id="chat-report-reason"
              name="reason"
              rows={3}
              maxLength={1000}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <button type="submit" className={styles.button} disabled={busy || !reason.trim()}>
              {t('sendReport')}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}

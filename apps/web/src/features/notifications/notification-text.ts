/**
 * A notification as the site shows it: its sentence from the kind and the facts (the texts are in
 * messages/<locale>/notifications.json), where it leads with the locale, and whether a browser notification
 * is due. Pure, so the rules are tested without a page.
 */
import type { NotificationKind } from '@/gql/graphql';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'CHALLENGE_RECEIVED',
  'CHALLENGE_ACCEPTED',
  'CHALLENGE_DECLINED',
  'YOUR_TURN',
  'CHOUETTE_TURN',
  'TOURNAMENT_MATCH_READY',
  'RESULT_TO_CONFIRM',
  'RESULT_DISPUTED',
  'RESULT_DISPUTE_TO_DECIDE',
  'CHOUETTE_WAITING',
  'ANNOUNCEMENT',
  'CHAT_REPORTED',
  'CORRESPONDENCE_REMINDER',
  'LADDER_CHALLENGED',
  'LADDER_CHALLENGE_ANSWERED',
];

export interface NotificationFacts {
  readonly actorName?: string | null;
  readonly clubName?: string | null;
  readonly tournamentName?: string | null;
  readonly reporterName?: string | null;
  readonly title?: string | null;
  readonly message?: string | null;
  readonly ladderName?: string | null;
  /** A ladder challenge's answer: accepted, refused or expired. */
  readonly answer?: string | null;
}

export interface ShownNotification {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly link: string;
  readonly createdAt: string;
  readonly readAt?: string | null;
  readonly payload: NotificationFacts;
}

/** A translator of the `notifications` namespace (next-intl's `t`). */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** The notice's sentence, e.g. "Carla aceitou seu desafio". */
export function notificationSentence(t: Translate, n: Pick<ShownNotification, 'kind' | 'payload'>): string {
  const someone = t('someone');
  return t(`kinds.${n.kind}`, {
    actor: n.payload.actorName || someone,
    tournament: n.payload.tournamentName || '',
    reporter: n.payload.reporterName || someone,
    title: n.payload.title || '',
    ladder: n.payload.ladderName || '',
    answer: n.payload.answer || 'expired',
  });
}

/** The site's address of a notice's link in a locale (links are paths of the site without one). */
export function localHref(locale: string, link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? `/${locale}${link}` : `/${locale}`;
}

/**
 * Whether a notice raises a browser notification: the recipient wants it there, the browser allows it, and the
 * page is not being looked at (a visible page shows the bell instead).
 */
export function wantsBrowserNotification(news: {
  readonly browser: boolean;
  readonly hasNotification: boolean;
  readonly permission: string | null;
  readonly visibility: string;
}): boolean {
  return (
    news.browser && news.hasNotification && news.permission === 'granted' && news.visibility === 'hidden'
  );
}

/** The badge's text: the count, "99+" above 99, nothing at 0. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > 99 ? '99+' : String(count));

/** The event the bell dispatches on `window` for each piece of news, so a page can follow it (challenges). */
export const NOTIFICATION_EVENT = 'gamao:notification';

/**
 * What each kind of notification says and where it leads, as pure functions: the defaults of the preferences,
 * the links (paths of the site, without the locale), and the e-mail's subject and text in pt-BR and English.
 * The site writes its own texts from the same payload (apps/web/messages/<locale>/notifications.json).
 */
import type { NotificationChannel, NotificationKind } from '../generated/prisma/enums';

export const NOTIFICATION_KINDS = [
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
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_CHANNELS = [
  'IN_APP',
  'BROWSER',
  'EMAIL',
] as const satisfies readonly NotificationChannel[];

/** The facts a notice is written from; each kind uses some of them. */
export interface NotificationFacts {
  /** Who caused it (the challenger, the opponent, the director who announces). */
  readonly actorName?: string;
  readonly clubName?: string;
  readonly tournamentName?: string;
  /** Whose reported result it is (a disputed result, told to the directors). */
  readonly reporterName?: string;
  /** An announcement's title and message. */
  readonly title?: string;
  readonly message?: string;
  /** A correspondence move's deadline, or a ladder challenge's (ISO 8601). */
  readonly deadline?: string;
  readonly ladderName?: string;
  /** A ladder challenge's answer: accepted, refused or expired. */
  readonly answer?: 'accepted' | 'refused' | 'expired';
}

/**
 * Whether a channel is on when the user has not chosen: every channel of every kind. An e-mail goes only for
 * what is still unread after the delay (NOTIFY_EMAIL_DELAY_MS), so "on" costs a reader nothing while they are
 * on the site.
 */
export function defaultEnabled(_kind: NotificationKind, _channel: NotificationChannel): boolean {
  return true;
}

/** The value of a preference: the user's choice, else the default. */
export function preferenceOf(
  chosen: ReadonlyMap<string, boolean>,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  return chosen.get(preferenceKey(kind, channel)) ?? defaultEnabled(kind, channel);
}

export const preferenceKey = (kind: NotificationKind, channel: NotificationChannel) => `${kind}:${channel}`;

/** The paths a notice leads to (the site adds the locale). */
export const links = {
  challenges: () => '/challenges',
  match: (matchId: string) => `/play/online/${matchId}`,
  chouette: (sessionId: string) => `/chouette/${sessionId}`,
  tournamentMatch: (tournamentId: string, slot: string) =>
    `/tournaments/${tournamentId}/matches/${encodeURIComponent(slot)}`,
  tournament: (tournamentId: string) => `/tournaments/${tournamentId}`,
  club: (clubId: string) => `/clubs/${clubId}`,
  ladder: (ladderId: string) => `/ladders/${ladderId}`,
};

type Language = 'pt-BR' | 'en';

const who = (facts: NotificationFacts, language: Language) =>
  facts.actorName ?? (language === 'en' ? 'Someone' : 'Alguém');

/** The notice in one sentence (the e-mail's subject), in the recipient's language. */
export function notificationTitle(
  kind: NotificationKind,
  facts: NotificationFacts,
  language: Language,
): string {
  const en = language === 'en';
  const name = who(facts, language);
  const tournament = facts.tournamentName ?? '';
  switch (kind) {
    case 'CHALLENGE_RECEIVED':
      return en ? `${name} challenged you to a match` : `${name} desafiou você para uma partida`;
    case 'CHALLENGE_ACCEPTED':
      return en ? `${name} accepted your challenge` : `${name} aceitou seu desafio`;
    case 'CHALLENGE_DECLINED':
      return en ? `${name} declined your challenge` : `${name} recusou seu desafio`;
    case 'YOUR_TURN':
      return en ? `Your turn against ${name}` : `Sua vez contra ${name}`;
    case 'CHOUETTE_TURN':
      return en ? 'Your turn at the chouette table' : 'Sua vez na mesa de chouette';
    case 'TOURNAMENT_MATCH_READY':
      return en
        ? `Your match in ${tournament} is ready: against ${name}`
        : `Sua partida no ${tournament} está pronta: contra ${name}`;
    case 'RESULT_TO_CONFIRM':
      return en
        ? `${name} reported a result in ${tournament}: confirm it`
        : `${name} informou um resultado no ${tournament}: confirme`;
    case 'RESULT_DISPUTED':
      return en
        ? `${name} disputed the result you reported in ${tournament}`
        : `${name} contestou o resultado que você informou no ${tournament}`;
    case 'RESULT_DISPUTE_TO_DECIDE': {
      const reporter = facts.reporterName ?? (en ? 'the opponent' : 'o adversário');
      return en
        ? `${name} disputed the result ${reporter} reported in ${tournament}: decide`
        : `${name} contestou o resultado informado por ${reporter} no ${tournament}: decida`;
    }
    case 'CHOUETTE_WAITING':
      return en ? 'A chouette table is waiting for you' : 'Uma mesa de chouette espera por você';
    case 'ANNOUNCEMENT':
      return facts.title ?? (en ? 'Announcement' : 'Aviso');
    case 'CHAT_REPORTED':
      return en
        ? `${name} reported the chat of a match: read the conversation`
        : `${name} denunciou o chat de uma partida: leia a conversa`;
    case 'LADDER_CHALLENGED': {
      const by = facts.deadline ? deadlineText(facts.deadline, language) : '';
      const ladder = facts.ladderName ?? '';
      return en
        ? `${name} challenged you on the ladder ${ladder}${by ? `: answer by ${by}` : ''}`
        : `${name} desafiou você na escada ${ladder}${by ? `: responda até ${by}` : ''}`;
    }
    case 'LADDER_CHALLENGE_ANSWERED': {
      const ladder = facts.ladderName ?? '';
      if (facts.answer === 'accepted') {
        return en
          ? `${name} accepted your challenge on the ladder ${ladder}: play the match`
          : `${name} aceitou seu desafio na escada ${ladder}: jogue a partida`;
      }
      if (facts.answer === 'refused') {
        return en
          ? `${name} refused your challenge on the ladder ${ladder}: the place is yours`
          : `${name} recusou seu desafio na escada ${ladder}: o lugar é seu`;
      }
      return en
        ? `${name} did not answer your challenge on the ladder ${ladder} in time: the place is yours`
        : `${name} não respondeu a tempo ao seu desafio na escada ${ladder}: o lugar é seu`;
    }
    case 'CORRESPONDENCE_REMINDER': {
      const by = facts.deadline ? deadlineText(facts.deadline, language) : '';
      return en
        ? `Your move against ${name} (correspondence)${by ? `: play by ${by}` : ''}`
        : `Sua vez contra ${name} (correspondência)${by ? `: jogue até ${by}` : ''}`;
    }
  }
}

/** A deadline as the e-mail writes it: day, month, year and time in UTC, in the recipient's language. */
export function deadlineText(iso: string, language: Language): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/**
 * The e-mail of a notice: its subject, and a text with the link to the site and the unsubscribe link (which
 * works without signing in).
 */
export function notificationEmail(
  kind: NotificationKind,
  facts: NotificationFacts,
  language: Language,
  urls: { readonly open: string; readonly unsubscribe: string },
): { subject: string; text: string } {
  const en = language === 'en';
  const subject = notificationTitle(kind, facts, language);
  const from =
    kind === 'ANNOUNCEMENT'
      ? [
          en
            ? `From ${who(facts, language)}, ${facts.tournamentName ?? facts.clubName ?? ''}:`
            : `De ${who(facts, language)}, ${facts.tournamentName ?? facts.clubName ?? ''}:`,
          '',
          facts.message ?? '',
          '',
        ]
      : [];
  const text = [
    ...from,
    en ? `${subject}.` : `${subject}.`,
    '',
    en ? `Open it: ${urls.open}` : `Abrir: ${urls.open}`,
    '',
    '--',
    en
      ? `You get this e-mail because it waited unread for a while. To stop these e-mails: ${urls.unsubscribe}`
      : `Você recebe este e-mail porque o aviso ficou sem leitura por algum tempo. Para não receber mais: ${urls.unsubscribe}`,
    en
      ? 'You can choose what you receive, and where, on your profile page.'
      : 'Você escolhe o que recebe, e onde, na página do seu perfil.',
  ].join('\n');
  return { subject, text };
}

/** The site's language for a stored locale (the default pt-BR for anything else). */
export const languageOf = (locale: string | null | undefined): Language => (locale === 'en' ? 'en' : 'pt-BR');

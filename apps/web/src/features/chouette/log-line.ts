/**
 * One line of a chouette table's history in the page's language, made from the log entry's fields (type,
 * player, member, dice, detail), not from the API's English text. Pure, so the table page and its tests
 * share it.
 */
import type { useTranslations } from 'next-intl';
import { type ChouetteView, nameOf } from './view';

type T = ReturnType<typeof useTranslations>;

type LogEntry = ChouetteView['log'][number];

/** What an entry's `detail` says, in the page's language (notation and reasons stay as written). */
function logDetail(t: T, e: LogEntry, names: Map<string, string>): string {
  const detail = e.detail ?? '';
  switch (e.type) {
    case 'deal': // "member:points ...", the member's view (positive: the box pays)
      return detail
        .split(' ')
        .filter(Boolean)
        .map((term) => {
          const [member, points] = term.split(':');
          return `${nameOf(names, member)} ${Number(points) > 0 ? '+' : ''}${points}`;
        })
        .join(', ');
    case 'boxAnswer':
    case 'beaverAnswer':
    case 'memberAnswer':
      return t(`log.answers.${detail}`);
    case 'resign':
      return t(`kinds.${detail}`);
    case 'sheetEdit': // the edit's kind
      return t(`sheet.kinds.${detail}`);
    case 'endGame': {
      const [winner, kind] = detail.split(' ');
      return kind ? `${t(`log.winners.${winner}`)} (${t(`kinds.${kind}`)})` : t(`log.winners.${winner}`);
    }
    default:
      return detail;
  }
}

/** One line of the table's history, in the page's language, from the entry's fields (not the API's text). */
export function logLine(t: T, e: LogEntry, names: Map<string, string>): string {
  const key =
    e.type === 'callPartner' && !e.member
      ? 'callPartnerNone'
      : e.type === 'answerResignation'
        ? e.detail === 'accept'
          ? 'acceptResignation'
          : 'rejectResignation'
        : e.type === 'timeout' && e.dice
          ? 'timeoutRoll'
          : e.type;
  return t(`log.types.${key}`, {
    player: nameOf(names, e.player),
    member: nameOf(names, e.member),
    dice: e.dice?.join('-') ?? '',
    game: (e.game ?? 0) + 1,
    detail: logDetail(t, e, names),
  });
}

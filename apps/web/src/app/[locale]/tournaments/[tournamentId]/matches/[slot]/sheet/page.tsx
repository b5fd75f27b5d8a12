/**
 * A match's printable score sheet (issue 41, part 6): players, length, the score it starts with (lateness),
 * a Crawford box, a game-by-game grid and the signatures, on one A4 page. Its QR code opens this match's
 * page on a phone, where a player reports the result and the opponent confirms it (the existing report and
 * confirm flow), or a director records it from the signed sheet.
 */
import { notFound } from 'next/navigation';
import QRCode from 'qrcode';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { apiRequest } from '@/lib/server-api';
import { publicLink } from '@/lib/public-url';
import { TournamentDayQuery } from '@/features/tournaments/day-queries';
import { sheetRows } from '@/features/tournaments/day-view';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { PrintButton } from '@/features/tournaments/print-button';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; slot: string }>;
}) =>
  tournamentMetadata(params, (t, { tournamentMatches, draw }, { slot }) => {
    const match = tournamentMatches.find((m) => m.slot === decodeURIComponent(slot ?? ''));
    return match ? `${t('nav.sheet')} · ${draw.name(match.slot)}` : null;
  });

export default async function ScoreSheetPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; slot: string }>;
}) {
  const { locale, tournamentId, slot } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/matches/${slot}/sheet`);
  const data = await loadTournament(tournamentId);
  const match = data.tournamentMatches.find((m) => m.slot === decodeURIComponent(slot));
  if (!match || !match.player1 || !match.player2) notFound();
  const t = await getTranslations('tournaments.sheet');
  const tt = await getTranslations('tournaments');
  const { tournamentDay } = await apiRequest(TournamentDayQuery, { id: tournamentId });
  const board = tournamentDay.boards.find((b) => b.slot === match.slot);
  const start = board?.startScore ?? [0, 0];
  const url = publicLink(`/${locale}/tournaments/${tournamentId}/matches/${encodeURIComponent(match.slot)}`);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const names = [match.player1.displayName, match.player2.displayName];
  const rows = Array.from({ length: sheetRows(match.length) }, (_, i) => i + 1);
  return (
    <main id="main" className="printable score-sheet">
      <div className="no-print actions">
        <PrintButton label={tt('printNow')} />
      </div>
      <header className="sheet-head">
        <div>
          <p className="muted">{data.tournament.name}</p>
          <h1 data-testid="sheet-title">{data.draw.name(match.slot)}</h1>
          <p>
            {t('length', { count: match.length })} ·{' '}
            {data.tournament.crawford ? tt('crawfordOn') : tt('crawfordOff')}
            {board ? ` · ${t('board', { number: board.number })}` : ''}
          </p>
          <p data-testid="sheet-start">
            {t('startScore', { a: names[0], b: names[1], scoreA: start[0] ?? 0, scoreB: start[1] ?? 0 })}
          </p>
        </div>
        <figure className="qr sheet-qr">
          <div role="img" aria-label={t('qr')} dangerouslySetInnerHTML={{ __html: svg }} />
          <figcaption>
            <a href={url} data-testid="sheet-link">
              {t('qrHelp')}
            </a>
          </figcaption>
        </figure>
      </header>
      {data.tournament.crawford ? (
        <p className="sheet-crawford">
          <span className="sheet-box" aria-hidden="true" /> {t('crawford')}
        </p>
      ) : null}
      <table className="table sheet-grid" data-testid="sheet-grid">
        <caption>{t('grid')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('game')}</th>
            <th scope="col">{t('points', { name: names[0] })}</th>
            <th scope="col">{t('total', { name: names[0] })}</th>
            <th scope="col">{t('points', { name: names[1] })}</th>
            <th scope="col">{t('total', { name: names[1] })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('start')}</th>
            <td />
            <td className="number">{start[0] ?? 0}</td>
            <td />
            <td className="number">{start[1] ?? 0}</td>
          </tr>
          {rows.map((n) => (
            <tr key={n}>
              <th scope="row">{n}</th>
              <td />
              <td />
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        {t('winner')}: ________________________ · {t('final')}: ______ – ______
      </p>
      <div className="sheet-signatures">
        {[...names, t('director')].map((who) => (
          <p key={who}>
            <span className="sheet-line" />
            {t('signature', { name: who })}
          </p>
        ))}
      </div>
    </main>
  );
}

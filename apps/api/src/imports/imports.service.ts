/**
 * .mat files in the club: a member imports a match played elsewhere (gnubg, Galaxy, Jellyfish), and a
 * director attaches the file of a tournament match played on a physical board to its result. The engine's
 * importMat replays every move (libs/engine/src/mat-import.ts); a file it refuses is refused here with the
 * same code and its game and line in `extensions`, and nothing is stored. The stored MatchLog is what the
 * replay and the analysis read (record id `i:<id>`).
 */
import { Injectable } from '@nestjs/common';
import { type ImportedMat, importMat, type MatImportError } from '@gamao/engine';
import { agreesWithResult } from '@gamao/tournament';
import { AnalysisService } from '../analysis/analysis.service';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, notFound } from '../core/errors/domain-error';
import { nameProblem } from '../core/validation/text-rules';
import { AuditScopeType } from '../audit/audit.model';
import { ImportedMatchView } from './imported-match.model';
import * as store from './imported-match.store';

/** The longest player name kept from a file (longer names are cut, as the site shows them). */
const NAME_MAX = 60;
const LIST_LIMIT = 100;
const TX_OPTIONS = { timeout: 30_000, maxWait: 10_000 };

export const recordIdOf = (id: string): string => `i:${id}`;

export function importedMatchView(row: store.ImportedMatchRow): ImportedMatchView {
  return {
    id: row.id,
    recordId: recordIdOf(row.id),
    clubId: row.clubId,
    tournamentId: row.tournamentId,
    matchId: row.matchId,
    player0Name: row.player0Name,
    player1Name: row.player1Name,
    player0UserId: row.player0UserId,
    player1UserId: row.player1UserId,
    matchLength: row.matchLength,
    games: row.games,
    score0: row.score0,
    score1: row.score1,
    winnerSide: row.winnerSide,
    uploadedById: row.uploadedById,
    createdAt: row.createdAt,
  };
}

const refusal = (e: MatImportError): DomainError =>
  new DomainError(
    e.code,
    e.line === null ? e.message : `Game ${e.game ?? '-'}, line ${e.line}: ${e.message}`,
    {
      field: 'text',
      game: e.game,
      line: e.line,
      detail: e.message,
    },
  );

/** The file's match, or the engine's refusal; the players' names must be names a person can read. */
function parse(text: string): ImportedMat {
  const parsed = importMat(text);
  if (!parsed.ok) throw refusal(parsed.error);
  const names = parsed.value.log.players ?? ['', ''];
  names.forEach((name, side) => {
    const problem = nameProblem(name.slice(0, NAME_MAX), 1, NAME_MAX);
    if (problem) {
      throw new DomainError('MAT_UNREADABLE', `Player ${side + 1}'s name ${problem}`, { field: 'text' });
    }
  });
  return parsed.value;
}

const namesOf = (m: ImportedMat): [string, string] => {
  const names = m.log.players ?? ['', ''];
  return [names[0].slice(0, NAME_MAX), names[1].slice(0, NAME_MAX)];
};

/**
 * Which side of the match the file's player 0 played: the member the director names, else the player
 * whose name the file writes first (the file's names are free text: BAD_USER_INPUT when they do not say).
 */
function fileSide0(
  names: readonly [string, string],
  players: readonly { userId: string; side: number; user: { displayName: string } }[],
  player0UserId: string | null,
): 0 | 1 {
  if (player0UserId) {
    const named = players.find((p) => p.userId === player0UserId);
    if (!named) throw badInput('Player 0 of the file must be one of the two players', 'player0UserId');
    return named.side === 1 ? 1 : 0;
  }
  const bySide = (side: number) => players.find((p) => p.side === side)?.user.displayName ?? '';
  if (sameName(names[0], bySide(0)) && sameName(names[1], bySide(1))) return 0;
  if (sameName(names[0], bySide(1)) && sameName(names[1], bySide(0))) return 1;
  throw badInput(
    `The file's players (${names[0]}, ${names[1]}) are not named as the match's: say who is player 0`,
    'player0UserId',
  );
}

/** A name as people compare them: case, accents and spacing aside. */
const sameName = (a: string, b: string): boolean => {
  const key = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return key(a) === key(b);
};

@Injectable()
export class ImportsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly analysis: AnalysisService,
  ) {}

  /** A member's import into their club (the resolver checked the membership). */
  async importIntoClub(
    viewerId: string,
    clubId: string,
    text: string,
    userIds: readonly [string | null, string | null],
  ): Promise<ImportedMatchView> {
    if (userIds[0] && userIds[0] === userIds[1]) {
      throw new DomainError('SAME_PLAYER', 'The two sides are the same member', { field: 'player1UserId' });
    }
    for (const [side, userId] of userIds.entries()) {
      if (userId && !(await this.clubs.roleOf(clubId, userId))) {
        throw new DomainError('NOT_A_MEMBER', `Side ${side} is not a member of this club`, {
          field: `player${side}UserId`,
        });
      }
    }
    const m = parse(text);
    const row = await store.insertImportedMatch(this.prisma, {
      clubId,
      uploadedById: viewerId,
      names: namesOf(m),
      userIds,
      matchLength: m.log.options.length ?? 0,
      games: m.games,
      score: m.score,
      winnerSide: m.winner,
      log: m.log,
    });
    if (!row) throw new Error('An import without a tournament match cannot collide');
    return importedMatchView(row);
  }

  /**
   * A director attaches the file of a tournament match played on a physical board. The match must be
   * finished with its result recorded, not played on the site, and the file must be that result; one file
   * per match. The attachment is audited in the tournament's chain, and its analysis is queued.
   */
  async attachToResult(
    viewerId: string,
    matchId: string,
    text: string,
    player0UserId: string | null,
  ): Promise<ImportedMatchView> {
    const match = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: {
        participants: {
          select: { userId: true, side: true, role: true, user: { select: { displayName: true } } },
        },
      },
    });
    if (!match || !match.tournamentId || !match.tournamentSlot) throw notFound('Tournament match');
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (match.lastSeq > 0) {
      throw new DomainError(
        'MATCH_PLAYED_ONLINE',
        'This match was played on the site: it has its own record',
      );
    }
    if (!match.finishedAt || (match.winnerSide !== 0 && match.winnerSide !== 1)) {
      throw new DomainError('MATCH_NOT_FINISHED', 'Record the result first, then attach its file');
    }
    const m = parse(text);
    const length = (match.options as { length?: number } | null)?.length ?? 0;
    const fileLength = m.log.options.length ?? 0;
    // A file of another match length is refused at once, before its names are matched to the players
    // (agreesWithResult below holds the whole rule).
    if (fileLength !== length) {
      throw new DomainError(
        'MAT_SCORE_MISMATCH',
        `The tournament match is to ${length} points, the file's match to ${fileLength}`,
        { field: 'text' },
      );
    }
    if (m.winner === null) throw new DomainError('MAT_TRUNCATED', 'The file ends before the match does');
    const file = { length: fileLength, score: m.score, winner: m.winner };
    const players = match.participants.filter((p) => p.role === 'PLAYER');
    const side0 = fileSide0(namesOf(m), players, player0UserId);
    const recordedScore = match.resultSource === 'WALKOVER' ? null : ([match.score0, match.score1] as const);
    const hasScore = recordedScore !== null && (recordedScore[0] > 0 || recordedScore[1] > 0);
    const recorded = {
      length,
      score: hasScore ? recordedScore : null,
      winnerSide: match.winnerSide as 0 | 1,
    };
    if (!agreesWithResult(file, recorded, side0)) {
      const said = recorded.score ? `${recorded.score[0]}-${recorded.score[1]}` : 'another winner';
      throw new DomainError(
        'MAT_SCORE_MISMATCH',
        `The file ends ${m.score[0]}-${m.score[1]}; the recorded result is ${said}`,
        { field: 'text' },
      );
    }
    const player = (side: number) => players.find((p) => p.side === side)?.userId ?? null;
    const userIds: [string | null, string | null] =
      side0 === 1 ? [player(1), player(0)] : [player(0), player(1)];
    const tournamentId = match.tournamentId;
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await store.insertImportedMatch(tx, {
        clubId: match.clubId,
        uploadedById: viewerId,
        names: namesOf(m),
        userIds,
        matchLength: length,
        games: m.games,
        score: m.score,
        winnerSide: m.winner,
        log: m.log,
        tournamentId,
        matchId,
      });
      if (!created) throw new DomainError('MAT_ALREADY_ATTACHED', 'This match already has its .mat file');
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'result.matAttached',
        subject: `match:${match.tournamentSlot}`,
        after: { importedMatchId: created.id, score: m.score, games: m.games },
      });
      // A tournament's matches are analysed without being asked: this one from its file.
      await this.analysis.queueTournamentRecord(
        tx,
        { kind: 'imported', importedId: created.id },
        match.clubId,
        tournamentId,
      );
      return created;
    }, TX_OPTIONS);
    return importedMatchView(row);
  }

  /** One import, for the members of its club (NOT_FOUND for anyone else: an id reveals nothing). */
  async view(viewerId: string, id: string): Promise<ImportedMatchView> {
    const row = await store.findImportedMatch(this.prisma, id);
    if (!row || !(await this.clubs.roleOf(row.clubId, viewerId))) throw notFound('Imported match');
    return importedMatchView(row);
  }

  /** A club's imports, newest first (the resolver checked the membership). */
  async ofClub(clubId: string): Promise<ImportedMatchView[]> {
    return (await store.clubImportedMatches(this.prisma, clubId, LIST_LIMIT)).map(importedMatchView);
  }

  /** The files attached to a tournament's results, for the members of its club. */
  async ofTournament(viewerId: string, tournamentId: string): Promise<ImportedMatchView[]> {
    const t = await this.prisma.tournament.findUnique({
      where: { id: tournamentId },
      select: { clubId: true },
    });
    if (!t || !(await this.clubs.roleOf(t.clubId, viewerId))) throw notFound('Tournament');
    return (await store.tournamentImportedMatches(this.prisma, tournamentId)).map(importedMatchView);
  }
}

import { Injectable } from '@nestjs/common';
import type { MatchLog } from '@gamao/engine';
import { ClubsService } from '../clubs/clubs.service';
import { ChouetteReadsService } from '../chouette/chouette-reads.service';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { matchLogOf, playerNames } from '../play/match-log';
import { MatchesService, type StoredMatch } from '../play/matches.service';
import {
  clubImportedRecords,
  findImportedRecord,
  type ImportedRecordRow,
  playerImportedRecords,
} from './imported-records.store';
import { chouetteGameLog } from './chouette-game-log';
import { parseRecordId, type RecordRef, recordIdOf } from './record-id';

/**
 * Match records (docs/domain.md, "Replay and analysis"): every kind of match a viewer may replay and analyse,
 * named by one id (record-id.ts) and read as one shape, whose log is an engine match log (libs/engine mat.ts).
 * Loaded from where each kind lives: Match and MatchAction (online and tournament matches, the log the .mat
 * export reads: play/match-log.ts), a chouette table's actions (chouette-game-log.ts), ImportedMatch. Who may
 * see a record is who may see its match today.
 */
export type RecordKindName = 'ONLINE' | 'TOURNAMENT' | 'CHOUETTE' | 'IMPORTED';

export interface RecordPlayerRow {
  readonly side: 0 | 1;
  readonly name: string;
  readonly userId: string | null;
}

export interface LoadedRecord {
  readonly id: string;
  readonly ref: RecordRef;
  readonly kind: RecordKindName;
  readonly clubId: string;
  readonly tournamentId: string | null;
  readonly title: string;
  readonly players: readonly [RecordPlayerRow, RecordPlayerRow];
  /** 0 = money play. */
  readonly matchLength: number;
  readonly finished: boolean;
  /** When it was played (finished, or last moved). */
  readonly playedAt: Date;
  /** Whether the log has a checker play (a result recorded without moves has nothing to replay). */
  readonly hasMoves: boolean;
  /** Members who may see it besides the club's members (the players, a table's organiser). */
  readonly insiders: readonly string[];
  /** The engine match log (options, actions, players, date). */
  log(): Promise<object>;
}

@Injectable()
export class MatchRecordsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly clubs: ClubsService,
    private readonly matches: MatchesService,
    private readonly chouettes: ChouetteReadsService,
  ) {}

  /** The record an id names, for a viewer who may see it: INVALID_RECORD_ID, NOT_FOUND or FORBIDDEN else. */
  async visible(viewerId: string, id: string): Promise<LoadedRecord> {
    const record = await this.load(this.parse(id));
    await this.assertCanSee(record, viewerId);
    return record;
  }

  parse(id: string): RecordRef {
    const ref = parseRecordId(id);
    if (!ref)
      throw new DomainError('INVALID_RECORD_ID', `${JSON.stringify(id.slice(0, 60))} is not a record id`);
    return ref;
  }

  async load(ref: RecordRef): Promise<LoadedRecord> {
    const record = await this.find(ref);
    if (!record) throw notFound('Match record');
    return record;
  }

  async find(ref: RecordRef): Promise<LoadedRecord | null> {
    switch (ref.kind) {
      case 'match': {
        const match = await this.matches.stored(ref.matchId);
        return match ? this.matchRecord(match) : null;
      }
      case 'chouette':
        return this.chouetteRecord(ref);
      case 'imported': {
        const row = await findImportedRecord(this.prisma, ref.importedId);
        return row ? importedRecord(row) : null;
      }
    }
  }

  /** Players (and a table's organiser) see their records; so do the members of the record's club. */
  async assertCanSee(record: LoadedRecord, viewerId: string): Promise<void> {
    if (record.insiders.includes(viewerId)) return;
    await this.clubs.requireRole(record.clubId, viewerId, 'MEMBER');
  }

  /** Whether the viewer may ask for an analysis: a player of the record, or a director of its club. */
  async assertCanRequestAnalysis(record: LoadedRecord, viewerId: string): Promise<void> {
    if (record.players.some((p) => p.userId === viewerId)) return;
    await this.assertCanSee(record, viewerId);
    const role = await this.clubs.roleOf(record.clubId, viewerId);
    if (role !== 'DIRECTOR' && role !== 'OWNER')
      throw forbidden('Only the players and the club’s directors ask for an analysis');
  }

  // ---- lists --------------------------------------------------------------------------------------

  /** A member's latest finished matches played on the site and imports naming them, newest first. */
  async ofPlayer(userId: string): Promise<LoadedRecord[]> {
    const matches = await this.matches.finishedOf(userId);
    const imports = await playerImportedRecords(this.prisma, userId, LIST_SIZE);
    return newestFirst([...(await this.matchRecords(matches)), ...imports.map(importedRecord)]);
  }

  /** A club's latest finished matches played on the site and its imports, newest first. */
  async ofClub(clubId: string): Promise<LoadedRecord[]> {
    const matches = await this.matches.finishedOfClub(clubId);
    const imports = await clubImportedRecords(this.prisma, clubId, LIST_SIZE);
    return newestFirst([...(await this.matchRecords(matches)), ...imports.map(importedRecord)]);
  }

  private async matchRecords(matches: StoredMatch[]): Promise<LoadedRecord[]> {
    const played = matches.filter((m) => m.kind === 'ONLINE' && m.lastSeq > 0);
    return Promise.all(played.map((m) => this.matchRecord(m)));
  }

  // ---- each kind ----------------------------------------------------------------------------------

  private async matchRecord(match: StoredMatch): Promise<LoadedRecord> {
    const names = playerNames(match);
    const userOf = (side: number) => match.participants.find((p) => p.side === side)?.userId ?? null;
    const tournament = match.tournamentId
      ? await this.prisma.tournament.findUnique({ where: { id: match.tournamentId }, select: { name: true } })
      : null;
    const pairing = `${names[0]} – ${names[1]}`;
    return {
      id: recordIdOf({ kind: 'match', matchId: match.id }),
      ref: { kind: 'match', matchId: match.id },
      kind: match.tournamentId ? 'TOURNAMENT' : 'ONLINE',
      clubId: match.clubId,
      tournamentId: match.tournamentId,
      title: tournament ? `${tournament.name}: ${pairing}` : pairing,
      players: [
        { side: 0, name: names[0], userId: userOf(0) },
        { side: 1, name: names[1], userId: userOf(1) },
      ],
      matchLength: Number(match.options.length ?? 0),
      finished: match.status === 'FINISHED',
      playedAt: match.finishedAt ?? match.startedAt ?? match.createdAt,
      hasMoves: match.kind === 'ONLINE' && match.lastSeq > 0,
      insiders: match.participants.map((p) => p.userId),
      log: async () => matchLogOf(match, await this.matches.actionsOf(match.id)),
    };
  }

  private async chouetteRecord(ref: Extract<RecordRef, { kind: 'chouette' }>): Promise<LoadedRecord | null> {
    const session = await this.chouettes.stored(ref.sessionId);
    if (!session) return null;
    const history = await this.chouettes.historyOf(ref.sessionId);
    if (!history) return null;
    const game = chouetteGameLog(history.options, history.rows, ref.game);
    if (!game) return null;
    const users = await this.prisma.user.findMany({
      where: { id: { in: [game.box, game.captain] } },
      select: { id: true, displayName: true },
    });
    const nameOf = (id: string) => users.find((u) => u.id === id)?.displayName ?? '';
    const names: [string, string] = [nameOf(game.box), nameOf(game.captain)];
    const log = {
      options: game.options,
      actions: game.actions,
      players: names,
      date: isoDay(game.lastActionAt),
    };
    return {
      id: recordIdOf(ref),
      ref,
      kind: 'CHOUETTE',
      clubId: session.clubId,
      tournamentId: null,
      title: `Chouette #${ref.game}: ${names[0]} – ${names[1]}`,
      players: [
        { side: 0, name: names[0], userId: game.box },
        { side: 1, name: names[1], userId: game.captain },
      ],
      matchLength: 0,
      finished: game.finished,
      playedAt: game.lastActionAt,
      hasMoves: game.actions.some((a) => a.type === 'play'),
      insiders: [session.organiserId, ...session.state.players],
      log: async () => log,
    };
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The most records of each source a list shows. */
const LIST_SIZE = 50;

const newestFirst = (records: LoadedRecord[]) =>
  records.sort((a, b) => b.playedAt.getTime() - a.playedAt.getTime()).slice(0, 2 * LIST_SIZE);

/**
 * An imported .mat: its club's members see it (the import checked every move, so its log is the engine's). It
 * is complete as uploaded, so it may be analysed at once.
 */
function importedRecord(row: ImportedRecordRow): LoadedRecord {
  const log = row.log as unknown as MatchLog;
  const ref: RecordRef = { kind: 'imported', importedId: row.id };
  return {
    id: recordIdOf(ref),
    ref,
    kind: 'IMPORTED',
    clubId: row.clubId,
    tournamentId: row.tournamentId,
    title: `${row.player0Name} – ${row.player1Name}`,
    players: [
      { side: 0, name: row.player0Name, userId: row.player0UserId },
      { side: 1, name: row.player1Name, userId: row.player1UserId },
    ],
    matchLength: row.matchLength,
    finished: true,
    playedAt: row.createdAt,
    hasMoves: (log.actions ?? []).some((a) => a.type === 'play'),
    insiders: [],
    log: async () => log,
  };
}

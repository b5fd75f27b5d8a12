/**
 * The chat's rows (MatchChatMessage, MatchChatMute, MatchChatReport, and the club's two chat-policy columns):
 * plain reads and writes, the names of the senders joined in, so the service keeps to the rules.
 */
import type { PrismaService } from '../core/database/prisma.service';
import type { Tx } from '../core/events/events.service';
import type { TournamentChat } from '../generated/prisma/enums';
import type { ChatMessage, ChatReport } from './chat.model';

type Db = PrismaService | Tx;

interface MessageRow {
  id: bigint;
  matchId: string;
  senderId: string;
  phrase: string | null;
  text: string | null;
  spectator: boolean;
  createdAt: Date;
}

async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, displayName: true },
  });
  return new Map(users.map((u) => [u.id, u.displayName]));
}

export async function toMessages(db: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const names = await namesOf(
    db,
    rows.map((r) => r.senderId),
  );
  return rows.map((r) => ({ ...r, id: String(r.id), senderName: names.get(r.senderId) ?? '' }));
}

/** A match's messages in order, without those of `hidden` senders (and the spectators' when `players`). */
export async function messagesOf(
  db: Db,
  matchId: string,
  hidden: readonly string[] = [],
  playersOnly = false,
): Promise<ChatMessage[]> {
  const rows = await db.matchChatMessage.findMany({
    where: {
      matchId,
      ...(hidden.length ? { senderId: { notIn: [...hidden] } } : {}),
      ...(playersOnly ? { spectator: false } : {}),
    },
    orderBy: { id: 'asc' },
  });
  return toMessages(db, rows);
}

export async function sentSince(db: Db, matchId: string, senderId: string, since: Date): Promise<number> {
  return db.matchChatMessage.count({ where: { matchId, senderId, createdAt: { gte: since } } });
}

export async function mutedBy(db: Db, matchId: string, muterId: string): Promise<string[]> {
  const rows = await db.matchChatMute.findMany({ where: { matchId, muterId }, select: { mutedId: true } });
  return rows.map((r) => r.mutedId);
}

export async function reportsOf(db: Db, where: { clubId: string; matchId?: string }): Promise<ChatReport[]> {
  const rows = await db.matchChatReport.findMany({ where, orderBy: { createdAt: 'desc' }, take: 200 });
  const names = await namesOf(
    db,
    rows.map((r) => r.reporterId),
  );
  return rows.map((r) => ({ ...r, reporterName: names.get(r.reporterId) ?? '' }));
}

export interface StoredChatPolicy {
  chatFreeText: boolean;
  tournamentChat: TournamentChat;
}

/** The club's chat policy columns; null when there is no such club. */
export async function clubChatPolicy(db: Db, clubId: string): Promise<StoredChatPolicy | null> {
  return db.club.findUnique({ where: { id: clubId }, select: { chatFreeText: true, tournamentChat: true } });
}

export async function setClubChatPolicy(db: Db, clubId: string, policy: StoredChatPolicy): Promise<void> {
  await db.club.update({ where: { id: clubId }, data: policy });
}

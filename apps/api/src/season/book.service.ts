/**
 * The club's money book (issue 40, part 6): recorded, never handled. Directors record entry fees, payments
 * (cash or transfer), prizes paid out, dues and chouette settlements, and pay out an event's prize pool by a
 * payout rule with the club's cut and the jackpot (@gamao/season money.ts, ledger.ts); amounts are integer
 * cents in the club's currency (BRL by default, a setting). Every change is written with its entry in the
 * club's audit chain, in one transaction under the book's lock. Statements: directors, and a member their own.
 * A closed chouette's settlement reaches the same ledger through its durable event (chouette-book.consumer.ts).
 */
import { Injectable } from '@nestjs/common';
import {
  bookCsv,
  checkCurrency,
  duesStatus,
  type LedgerEntry,
  memberStatement,
  prizePool,
  type Result,
  validateEntry,
} from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError } from '../core/errors/domain-error';
import type { ErrorCode } from '../core/errors/messages';
import type { Tx } from '../core/events/events.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import type {
  BookEntryInput,
  BookEntryView,
  ClubBookView,
  MemberStatementView,
  PrizePoolInput,
  PrizePoolView,
} from './book.model';
import * as book from './book.store';

function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainError(result.error.code as ErrorCode, result.error.message);
}

const today = () => new Date().toISOString().slice(0, 10);

@Injectable()
export class BookService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
  ) {}

  /** Directors: the currency of the club's book, audited. */
  async setCurrency(viewerId: string, clubId: string, currency: string): Promise<ClubBookView> {
    await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    unwrap(checkCurrency(currency));
    await this.prisma.$transaction(async (tx) => {
      const before = await book.bookSettings(tx, clubId, true);
      await book.setCurrency(tx, clubId, currency);
      await this.log(tx, clubId, viewerId, 'book.currency', { currency: before.currency }, { currency });
    });
    return this.book(viewerId, clubId);
  }

  /** Directors record one entry for a member of the club. */
  async record(viewerId: string, input: BookEntryInput): Promise<BookEntryView> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    if (!(await this.clubs.roleOf(input.clubId, input.memberId))) {
      throw badInput('Not a member of this club', 'memberId');
    }
    const entry = unwrap(
      validateEntry({
        id: '',
        date: input.date ?? today(),
        member: input.memberId,
        kind: Object.entries(book.KIND_TO).find(([, v]) => v === input.kind)![0] as LedgerEntry['kind'],
        amount: input.amountCents,
        ...(input.method ? { method: input.method === 'CASH' ? 'cash' : 'transfer' } : {}),
        ...(input.period ? { period: input.period } : {}),
        ...(input.reference ? { reference: input.reference.trim() } : {}),
        ...(input.note ? { note: input.note.trim() } : {}),
      }),
    );
    const id = await this.prisma.$transaction(async (tx) => {
      await book.bookSettings(tx, input.clubId, true);
      const created = await book.addEntry(tx, input.clubId, viewerId, entry);
      await this.log(tx, input.clubId, viewerId, 'book.entry', null, { ...entry, id: created });
      return created;
    });
    const statement = await this.statement(viewerId, input.clubId, input.memberId);
    return statement.entries.find((e) => e.id === id)!;
  }

  /**
   * Directors pay out an event's prize pool, once: its FEE entries less the club's cut and the jackpot's share
   * (plus the jackpot when it is won) split by the payout shares; a PRIZE entry for each placed member.
   */
  async payPrizePool(viewerId: string, input: PrizePoolInput): Promise<PrizePoolView> {
    const { clubId } = input;
    await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    const reference = input.reference.trim();
    if (
      input.placings.length > input.payout.length ||
      new Set(input.placings).size !== input.placings.length
    ) {
      throw new DomainError('INVALID_PAYOUT', 'One member per place, no more places than shares');
    }
    for (const member of input.placings)
      if (!(await this.clubs.roleOf(clubId, member))) throw badInput('Not a member of this club', 'placings');
    const pool = await this.prisma.$transaction(async (tx) => {
      const settings = await book.bookSettings(tx, clubId, true);
      if (await book.poolOf(tx, clubId, reference)) throw new DomainError('PRIZE_POOL_SETTLED');
      const fees = await book.feesOf(tx, clubId, reference);
      const rule = {
        payout: input.payout,
        clubCutBasisPoints: input.clubCutBasisPoints,
        jackpotBasisPoints: input.jackpotBasisPoints,
      };
      const paid = unwrap(prizePool(fees, rule, settings.jackpotCents, input.payJackpot));
      const date = today();
      for (const [place, member] of input.placings.entries()) {
        const amount = paid.prizes[place];
        if (amount > 0)
          await book.addEntry(tx, clubId, viewerId, {
            id: '',
            date,
            member,
            kind: 'prize',
            amount,
            reference,
            note: `${place + 1}`,
          });
      }
      await book.setJackpot(tx, clubId, paid.jackpotCarried);
      const view: PrizePoolView = {
        reference,
        ...rule,
        feesCents: paid.fees,
        clubCutCents: paid.clubCut,
        jackpotAddedCents: paid.jackpotAdded,
        jackpotPaidCents: paid.jackpotPaid,
        jackpotCarriedCents: paid.jackpotCarried,
        prizesCents: [...paid.prizes],
      };
      await book.addPool(tx, { clubId, createdById: viewerId, ...view });
      await this.log(
        tx,
        clubId,
        viewerId,
        'book.prizePool',
        { jackpot: settings.jackpotCents },
        {
          ...view,
          placings: input.placings,
        },
      );
      return view;
    });
    return pool;
  }

  /**
   * A closed chouette's settlement in the members' ledger, inside the caller's transaction (its consumer): one
   * CHOUETTE entry per member whose balance differs from what the book holds for that chouette (reference
   * chouette:<id>), so a correction after the end adds the difference and a repeat adds nothing. Under the
   * book's lock, so two deliveries at once cannot both add it. A player no longer in the club is left out.
   */
  async settleChouette(
    tx: Tx,
    session: { clubId: string; sessionId: string; organiserId: string; cents: Record<string, number> },
  ): Promise<number> {
    const { clubId, sessionId } = session;
    const reference = `chouette:${sessionId}`;
    await book.bookSettings(tx, clubId, true);
    const held = new Map<string, number>();
    for (const e of await book.entries(tx, clubId)) {
      if (e.kind === 'chouette' && e.reference === reference) {
        held.set(e.member, (held.get(e.member) ?? 0) + e.amount);
      }
    }
    let added = 0;
    for (const [member, cents] of Object.entries(session.cents)) {
      const amount = cents - (held.get(member) ?? 0);
      if (amount === 0 || !(await this.clubs.roleOf(clubId, member))) continue;
      const entry = unwrap(
        validateEntry({ id: '', date: today(), member, kind: 'chouette', amount, reference }),
      );
      const id = await book.addEntry(tx, clubId, session.organiserId, entry);
      await this.log(tx, clubId, null, 'book.chouetteSettlement', null, { ...entry, id });
      added++;
    }
    return added;
  }

  /** Directors: the whole book, with each member's balance and dues. */
  async book(viewerId: string, clubId: string): Promise<ClubBookView> {
    await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    const settings = await book.bookSettings(this.prisma, clubId);
    const all = await book.entries(this.prisma, clubId);
    const members = [...new Set(all.map((e) => e.member))];
    const names = await this.names(members);
    const lines = new Map<string, BookEntryView>();
    const balances = new Map<string, number>();
    for (const member of members) {
      for (const line of unwrap(memberStatement(all, member))) {
        lines.set(line.entry.id, this.entryView(line.entry, line.balance, names));
        balances.set(member, line.balance);
      }
    }
    const dues = new Map(duesStatus(all, members).map((d) => [d.member, d]));
    const ordered = [...lines.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return {
      clubId,
      currency: settings.currency,
      jackpotCents: settings.jackpotCents,
      entries: ordered,
      balances: members
        .map((m) => ({
          memberId: m,
          memberName: names.get(m) ?? '',
          balanceCents: balances.get(m) ?? 0,
          duesUpToDate: dues.get(m)!.upToDate,
          duesOwing: [...dues.get(m)!.owing],
        }))
        .sort((a, b) => a.memberName.localeCompare(b.memberName)),
      prizePools: (await book.pools(this.prisma, clubId)).map((p) => ({
        reference: p.reference,
        payout: p.payout,
        clubCutBasisPoints: p.clubCutBasisPoints,
        jackpotBasisPoints: p.jackpotBasisPoints,
        feesCents: p.feesCents,
        clubCutCents: p.clubCutCents,
        jackpotAddedCents: p.jackpotAddedCents,
        jackpotPaidCents: p.jackpotPaidCents,
        jackpotCarriedCents: p.jackpotCarriedCents,
        prizesCents: p.prizesCents,
      })),
    };
  }

  /** A member's statement: the club's directors, or the member. */
  async statement(viewerId: string, clubId: string, memberId: string): Promise<MemberStatementView> {
    if (viewerId === memberId) await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    else await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    const settings = await book.bookSettings(this.prisma, clubId);
    const mine = await book.entries(this.prisma, clubId, memberId);
    const names = await this.names([memberId]);
    const lines = unwrap(memberStatement(mine, memberId));
    return {
      currency: settings.currency,
      entries: lines.map((l) => this.entryView(l.entry, l.balance, names)),
      balanceCents: lines.at(-1)?.balance ?? 0,
    };
  }

  /** Directors: the book as CSV (RFC 4180), amounts as decimal text made from the cents. */
  async csv(viewerId: string, clubId: string): Promise<string> {
    await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    const settings = await book.bookSettings(this.prisma, clubId);
    const all = await book.entries(this.prisma, clubId);
    const names = await this.names([...new Set(all.map((e) => e.member))]);
    return unwrap(bookCsv(all, settings.currency, Object.fromEntries(names)));
  }

  private entryView(e: LedgerEntry, balance: number, names: Map<string, string>): BookEntryView {
    return {
      id: e.id,
      date: e.date,
      memberId: e.member,
      memberName: names.get(e.member) ?? '',
      kind: book.KIND_TO[e.kind],
      amountCents: e.amount,
      method: e.method ? (e.method === 'cash' ? 'CASH' : 'TRANSFER') : null,
      period: e.period ?? null,
      reference: e.reference ?? null,
      note: e.note ?? null,
      balanceCents: balance,
    };
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    const users = await this.prisma.user.findMany({
      where: { id: { in: ids } },
      select: { id: true, displayName: true },
    });
    return new Map(users.map((u) => [u.id, u.displayName]));
  }

  private async log(
    tx: Tx,
    clubId: string,
    actorId: string | null,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await this.audit.lock(tx, AuditScopeType.CLUB, clubId);
    await this.audit.append(tx, AuditScopeType.CLUB, clubId, {
      actorId,
      action,
      subject: `book:${clubId}`,
      before,
      after,
    });
  }
}

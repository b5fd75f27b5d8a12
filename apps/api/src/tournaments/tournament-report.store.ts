/**
 * A tournament's result reports (a result a player or a director reported for a match not played on the
 * site, pending until it is confirmed or disputed): their queries and the check of their stored JSON.
 */
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { ResultReport } from '@gamao/tournament';
import type { Prisma, ReportStatus, TournamentResultReport as ReportRow } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import type { Tx } from './tournament.store';

type Client = Tx | PrismaService;

/** A result report as stored, its report decoded. */
export type StoredReport = Omit<ReportRow, 'report'> & { readonly report: ResultReport };

const score = z.tuple([z.number().int(), z.number().int()]);
const storedReport = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('played'), winner: z.string(), score: score.optional() }),
  z.looseObject({ kind: z.literal('walkover'), absent: z.string() }),
  z.looseObject({ kind: z.literal('retirement'), retired: z.string(), score: score.optional() }),
]);

/** The row with its report checked. */
export function decodeReport(row: ReportRow): StoredReport {
  const checked = storedReport.safeParse(row.report);
  if (!checked.success) {
    throw new Error(
      `Result report ${row.id}: the stored report is not a result report (${checked.error.message})`,
    );
  }
  return { ...row, report: row.report as unknown as ResultReport };
}

const json = (value: unknown): Prisma.InputJsonValue => value as Prisma.InputJsonValue;

@Injectable()
export class TournamentReportStore {
  constructor(private readonly prisma: PrismaService) {}

  async findReport(reportId: string): Promise<StoredReport> {
    const report = await this.prisma.tournamentResultReport.findUnique({ where: { id: reportId } });
    if (!report) throw notFound('Result report');
    return decodeReport(report);
  }

  async report(reportId: string, client: Client = this.prisma): Promise<StoredReport> {
    return decodeReport(await client.tournamentResultReport.findUniqueOrThrow({ where: { id: reportId } }));
  }

  async reports(tournamentId: string, status: ReportStatus | null): Promise<StoredReport[]> {
    const rows = await this.prisma.tournamentResultReport.findMany({
      where: { tournamentId, ...(status ? { status } : {}) },
      orderBy: { createdAt: 'asc' },
    });
    return rows.map(decodeReport);
  }

  /** Pending and disputed reports of the match give way to a new one. */
  async supersedeOpenReports(tx: Tx, matchId: string, resolvedById: string, at: Date): Promise<void> {
    await tx.tournamentResultReport.updateMany({
      where: { matchId, status: { in: ['PENDING', 'DISPUTED'] } },
      data: { status: 'SUPERSEDED', resolvedById, resolvedAt: at },
    });
  }

  /** A new report, pending, or confirmed at once when `confirmedAt` is given (a director's). */
  async createReport(
    tx: Tx,
    report: {
      tournamentId: string;
      matchId: string;
      slot: string;
      report: ResultReport;
      reportedById: string;
      confirmedAt: Date | null;
    },
  ): Promise<string> {
    const created = await tx.tournamentResultReport.create({
      data: {
        tournamentId: report.tournamentId,
        matchId: report.matchId,
        slot: report.slot,
        report: json(report.report),
        reportedById: report.reportedById,
        ...(report.confirmedAt
          ? { status: 'CONFIRMED', resolvedById: report.reportedById, resolvedAt: report.confirmedAt }
          : {}),
      },
    });
    return created.id;
  }

  async confirmReport(tx: Tx, reportId: string, resolvedById: string, at: Date): Promise<void> {
    await tx.tournamentResultReport.update({
      where: { id: reportId },
      data: { status: 'CONFIRMED', resolvedById, resolvedAt: at },
    });
  }

  /** Marks a pending report disputed; false when it is no longer pending. */
  async disputeReport(tx: Tx, reportId: string, reason: string): Promise<boolean> {
    const { count } = await tx.tournamentResultReport.updateMany({
      where: { id: reportId, status: 'PENDING' },
      data: { status: 'DISPUTED', disputeReason: reason },
    });
    return count > 0;
  }
}

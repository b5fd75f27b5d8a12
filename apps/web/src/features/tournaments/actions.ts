'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '../../lib/api';
import { type FormState, refusalState } from '../../lib/form-state';
import { apiRequest } from '../../lib/server-api';
import type {
  ResultOutcome,
  ScoringProfile,
  SeedingMethod,
  TournamentFormat,
  TournamentResultInput,
} from '../../gql/graphql';
import {
  CheckInMutation,
  ConfirmResultMutation,
  CorrectResultMutation,
  CreateTournamentMutation,
  DisputeResultMutation,
  DrawMutation,
  MarkPhysicalMutation,
  PairNextRoundMutation,
  RegisterMutation,
  ReportResultMutation,
  SeedingMutation,
  StartMatchMutation,
  StartMutation,
  WithdrawMutation,
} from './queries';
import { parseMatchLengths, typedInt } from './format';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optionalInt = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === '' ? undefined : typedInt(value);
};
/** A local date-time from an <input type="datetime-local">, sent as an instant (the browser's offset). */
const optionalInstant = (form: FormData, name: string) => {
  const value = text(form, name);
  const offset = text(form, 'timezoneOffset');
  if (!value) return undefined;
  const local = new Date(`${value}:00Z`);
  if (Number.isNaN(local.getTime())) return value; // the API refuses it, in the visitor's language
  return new Date(local.getTime() + Number(offset || 0) * 60_000).toISOString();
};

/** Runs one mutation for a form: a refusal comes back as the form's state. */
async function attempt(run: () => Promise<unknown>): Promise<FormState | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return refusalState(error);
    throw error;
  }
}

/** After a change every page is rendered afresh (they all read live data). */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function createTournamentAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const format = text(form, 'format') as TournamentFormat;
  const elimination = format === 'SINGLE_ELIMINATION';
  let id = '';
  const refused = await attempt(async () => {
    const created = await apiRequest(CreateTournamentMutation, {
      input: {
        clubId: text(form, 'clubId'),
        name: text(form, 'name'),
        format,
        matchLengths: parseMatchLengths(text(form, 'matchLengths')),
        crawford: form.get('crawford') === 'on',
        scoringProfile: (text(form, 'scoringProfile') || 'international') as ScoringProfile,
        consolation: elimination && form.get('consolation') === 'on',
        lastChance: elimination && form.get('lastChance') === 'on',
        rounds: format === 'SWISS' ? optionalInt(form, 'rounds') : undefined,
        groups: format === 'ROUND_ROBIN' ? optionalInt(form, 'groups') : undefined,
        maxPlayers: optionalInt(form, 'maxPlayers'),
        registrationOpensAt: optionalInstant(form, 'registrationOpensAt'),
        registrationClosesAt: optionalInstant(form, 'registrationClosesAt'),
        seedingMethod: (text(form, 'seedingMethod') || 'RATING') as SeedingMethod,
      },
    });
    id = created.createTournament.id;
  });
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/tournaments/${id}`);
}

export async function registerAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(RegisterMutation, { id: text(form, 'tournamentId') }));
}

export async function withdrawAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(WithdrawMutation, { id: text(form, 'tournamentId'), userId: text(form, 'userId') || null }),
  );
}

export async function checkInAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(CheckInMutation, { id: text(form, 'tournamentId'), userId: text(form, 'userId') || null }),
  );
}

/** Seeding: a method, and for MANUAL the seed typed beside each player (1 = top). */
export async function seedingAction(_: FormState, form: FormData): Promise<FormState> {
  const method = text(form, 'method') as SeedingMethod;
  const order =
    method === 'MANUAL'
      ? [...form.entries()]
          .filter(([name, value]) => name.startsWith('seed:') && String(value).trim() !== '')
          .map(([name, value]) => ({ id: name.slice(5), seed: Number(value) }))
          .sort((a, b) => a.seed - b.seed)
          .map((row) => row.id)
      : null;
  return done(() => apiRequest(SeedingMutation, { id: text(form, 'tournamentId'), method, order }));
}

export async function drawAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(DrawMutation, { id: text(form, 'tournamentId') }));
}

export async function startAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(StartMutation, { id: text(form, 'tournamentId') }));
}

export async function pairNextRoundAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(PairNextRoundMutation, { id: text(form, 'tournamentId') }));
}

/** A player starts the match on the site and goes to the board. */
export async function startMatchAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const matchId = text(form, 'matchId');
  const refused = await attempt(() => apiRequest(StartMatchMutation, { matchId }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/play/online/${matchId}`);
}

export async function markPhysicalAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(MarkPhysicalMutation, { matchId: text(form, 'matchId') }));
}

/** The result a form describes; the API decides whether it is valid. */
function resultInput(form: FormData): TournamentResultInput {
  const outcome = text(form, 'outcome') as ResultOutcome;
  const winnerPoints = text(form, 'winnerPoints');
  const loserPoints = text(form, 'loserPoints');
  const score =
    outcome !== 'WALKOVER' && (winnerPoints !== '' || loserPoints !== '')
      ? [typedInt(winnerPoints), typedInt(loserPoints)]
      : undefined;
  return { matchId: text(form, 'matchId'), outcome, playerId: text(form, 'playerId'), score };
}

export async function reportResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ReportResultMutation, { input: resultInput(form) }));
}

export async function correctResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(CorrectResultMutation, { input: resultInput(form), reason: text(form, 'reason') }),
  );
}

export async function confirmResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ConfirmResultMutation, { reportId: text(form, 'reportId') }));
}

export async function disputeResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(DisputeResultMutation, { reportId: text(form, 'reportId'), reason: text(form, 'reason') }),
  );
}

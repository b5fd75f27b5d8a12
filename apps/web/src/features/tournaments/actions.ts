'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import type {
  ResultOutcome,
  ScoringProfile,
  SeedingMethod,
  TournamentFormat,
  TournamentResultInput,
} from '@/gql/graphql';
import {
  CheckInMutation,
  ConfirmResultMutation,
  CorrectResultMutation,
  CreateTournamentMutation,
  DisputeResultMutation,
  DrawMutation,
  MarkPhysicalMutation,
  PairNextRoundMutation,
  PublicLinkMutation,
  RegisterMutation,
  ReportResultMutation,
  SeedingMutation,
  StartMatchMutation,
  StartMutation,
  WithdrawMutation,
} from './queries';
import { parseMatchLengths, typedInt } from './format';
import { readTimeControl, timeControlInput } from '@/features/clocks/time-control';

/** The clock of every round the wizard lists, when the director set them one by one (null: the tournament's). */
function roundTimeControls(form: FormData) {
  if (form.get('perRound') !== 'on') return undefined;
  const rounds = [];
  for (let i = 1; form.has(`round${i}Choice`); i++)
    rounds.push(timeControlInput(readTimeControl(form, `round${i}`), false));
  return rounds.some((r) => r !== null) ? rounds : undefined;
}

const optionalInt = (form: FormData, name: string) => {
  const value = formText(form, name);
  return value === '' ? undefined : typedInt(value);
};
/** A local date-time from an <input type="datetime-local">, sent as an instant (the browser's offset). */
const optionalInstant = (form: FormData, name: string) => {
  const value = formText(form, name);
  const offset = formText(form, 'timezoneOffset');
  if (!value) return undefined;
  const local = new Date(`${value}:00Z`);
  if (Number.isNaN(local.getTime())) return value; // the API refuses it, in the visitor's language
  return new Date(local.getTime() + Number(offset || 0) * 60_000).toISOString();
};

/** After a change every page is rendered afresh (they all read live data). */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function createTournamentAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const format = formText(form, 'format') as TournamentFormat;
  const elimination = format === 'SINGLE_ELIMINATION';
  let id = '';
  const refused = await attempt(async () => {
    const created = await apiRequest(CreateTournamentMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        name: formText(form, 'name'),
        format,
        matchLengths: parseMatchLengths(formText(form, 'matchLengths')),
        crawford: form.get('crawford') === 'on',
        scoringProfile: (formText(form, 'scoringProfile') || 'international') as ScoringProfile,
        consolation: elimination && form.get('consolation') === 'on',
        lastChance: elimination && form.get('lastChance') === 'on',
        // The box is sent only for a double elimination; unticked there means no reset.
        grandFinalReset: format === 'DOUBLE_ELIMINATION' ? form.get('grandFinalReset') === 'on' : undefined,
        rounds: format === 'SWISS' ? optionalInt(form, 'rounds') : undefined,
        groups: format === 'ROUND_ROBIN' ? optionalInt(form, 'groups') : undefined,
        maxPlayers: optionalInt(form, 'maxPlayers'),
        registrationOpensAt: optionalInstant(form, 'registrationOpensAt'),
        registrationClosesAt: optionalInstant(form, 'registrationClosesAt'),
        seedingMethod: (formText(form, 'seedingMethod') || 'RATING') as SeedingMethod,
        timeControl: timeControlInput(readTimeControl(form, 'tc'), false),
        roundTimeControls: roundTimeControls(form),
        abandonHours: optionalInt(form, 'abandonHours'),
        startDeadlineHours: optionalInt(form, 'startDeadlineHours'),
      },
    });
    id = created.createTournament.id;
  });
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/tournaments/${id}`);
}

export async function registerAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(RegisterMutation, { id: formText(form, 'tournamentId') }));
}

export async function withdrawAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(WithdrawMutation, {
      id: formText(form, 'tournamentId'),
      userId: formText(form, 'userId') || null,
    }),
  );
}

export async function checkInAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(CheckInMutation, {
      id: formText(form, 'tournamentId'),
      userId: formText(form, 'userId') || null,
    }),
  );
}

/** Seeding: a method, and for MANUAL the seed typed beside each player (1 = top). */
export async function seedingAction(_: FormState, form: FormData): Promise<FormState> {
  const method = formText(form, 'method') as SeedingMethod;
  const order =
    method === 'MANUAL'
      ? [...form.entries()]
          .filter(([name, value]) => name.startsWith('seed:') && String(value).trim() !== '')
          .map(([name, value]) => ({ id: name.slice(5), seed: Number(value) }))
          .sort((a, b) => a.seed - b.seed)
          .map((row) => row.id)
      : null;
  return done(() => apiRequest(SeedingMutation, { id: formText(form, 'tournamentId'), method, order }));
}

export async function drawAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(DrawMutation, { id: formText(form, 'tournamentId') }));
}

/** A director turns the public read-only link on or off. */
export async function publicLinkAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(PublicLinkMutation, {
      id: formText(form, 'tournamentId'),
      enabled: formText(form, 'enabled') === 'true',
    }),
  );
}

export async function startAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(StartMutation, { id: formText(form, 'tournamentId') }));
}

export async function pairNextRoundAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(PairNextRoundMutation, { id: formText(form, 'tournamentId') }));
}

/** A player starts the match on the site and goes to the board. */
export async function startMatchAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const matchId = formText(form, 'matchId');
  const refused = await attempt(() => apiRequest(StartMatchMutation, { matchId }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/play/online/${matchId}`);
}

export async function markPhysicalAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(MarkPhysicalMutation, { matchId: formText(form, 'matchId') }));
}

/** The result a form describes; the API decides whether it is valid. */
function resultInput(form: FormData): TournamentResultInput {
  const outcome = formText(form, 'outcome') as ResultOutcome;
  const winnerPoints = formText(form, 'winnerPoints');
  const loserPoints = formText(form, 'loserPoints');
  const score =
    outcome !== 'WALKOVER' && (winnerPoints !== '' || loserPoints !== '')
      ? [typedInt(winnerPoints), typedInt(loserPoints)]
      : undefined;
  return { matchId: formText(form, 'matchId'), outcome, playerId: formText(form, 'playerId'), score };
}

export async function reportResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ReportResultMutation, { input: resultInput(form) }));
}

export async function correctResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(CorrectResultMutation, { input: resultInput(form), reason: formText(form, 'reason') }),
  );
}

export async function confirmResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ConfirmResultMutation, { reportId: formText(form, 'reportId') }));
}

export async function disputeResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(DisputeResultMutation, {
      reportId: formText(form, 'reportId'),
      reason: formText(form, 'reason'),
    }),
  );
}

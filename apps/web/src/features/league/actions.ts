'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { LeagueOutcome, LeaguePointsKind } from '@/gql/graphql';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import {
  CloseLeagueSeasonMutation,
  ConfirmLeagueResultMutation,
  CreateLeagueMutation,
  ReportLeagueResultMutation,
  SetSeasonPointsTableMutation,
} from './queries';

/** After a change every page is rendered afresh (they read live data). */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

/** A whole number typed in a field, or undefined when left empty (the API's default); the API checks it. */
const optionalInt = (form: FormData, name: string) => {
  const value = formText(form, name);
  return value === '' ? undefined : Number(value);
};

/** "5, 3, 1" as [5, 3, 1]; the API refuses what is not a whole number. */
const numbers = (text: string) =>
  text
    .split(/[\s,;/]+/)
    .filter(Boolean)
    .map(Number);

export async function createLeagueAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let id = '';
  const refused = await attempt(async () => {
    const created = await apiRequest(CreateLeagueMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        name: formText(form, 'name'),
        players: form.getAll('players').map(String),
        divisionSize: optionalInt(form, 'divisionSize'),
        byRating: formText(form, 'byRating') === 'on',
        lengths: numbers(formText(form, 'lengths')),
        double: formText(form, 'double') === 'on',
        points: { kind: (formText(form, 'pointsKind') || 'WIN_LOSS') as LeaguePointsKind },
        promote: optionalInt(form, 'promote'),
        relegate: optionalInt(form, 'relegate'),
        startsOn: formText(form, 'startsOn') || undefined,
      },
    });
    id = created.createLeague.id;
  });
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/leagues/${id}`);
}

export async function reportLeagueResultAction(_: FormState, form: FormData): Promise<FormState> {
  const outcome = (formText(form, 'outcome') || 'PLAYED') as LeagueOutcome;
  return done(() =>
    apiRequest(ReportLeagueResultMutation, {
      input: {
        fixtureId: formText(form, 'fixtureId'),
        outcome,
        playerId: formText(form, 'playerId'),
        score:
          outcome === 'PLAYED'
            ? [Number(formText(form, 'winnerScore')), Number(formText(form, 'loserScore'))]
            : undefined,
      },
    }),
  );
}

export async function confirmLeagueResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ConfirmLeagueResultMutation, { fixtureId: formText(form, 'fixtureId') }));
}

export async function closeLeagueSeasonAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let id = '';
  const refused = await attempt(async () => {
    id = (await apiRequest(CloseLeagueSeasonMutation, { seasonId: formText(form, 'seasonId') }))
      .closeLeagueSeason.id;
  });
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/leagues/${id}`);
}

/** "2: 10 6 2" per line: the smallest field, then the points per place. */
export async function setSeasonPointsTableAction(_: FormState, form: FormData): Promise<FormState> {
  const rows = formText(form, 'rows')
    .split('\n')
    .map((line) => line.split(':'))
    .filter((parts) => parts.length === 2)
    .map(([field, places]) => ({ minField: Number(field.trim()), places: numbers(places) }));
  return done(() =>
    apiRequest(SetSeasonPointsTableMutation, {
      input: { clubId: formText(form, 'clubId'), rows, attendance: Number(formText(form, 'attendance')) },
    }),
  );
}

'use server';

/**
 * The director's one-tap fixes of the day view (issue 41): start the round now, check a player in at his
 * board, waive a player's lateness with a reason, record a double no-show. The API decides and audits.
 */
import { revalidatePath } from 'next/cache';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import {
  CheckInAtBoardMutation,
  DoubleNoShowMutation,
  SetDayRulesMutation,
  SetRoundStartMutation,
  TimeLimitResultMutation,
  WaiveLatenessMutation,
} from './day-queries';

async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function startRoundNowAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(SetRoundStartMutation, {
      id: formText(form, 'tournamentId'),
      round: Number(formText(form, 'round')),
      startsAt: new Date().toISOString(),
    }),
  );
}

export async function checkInAtBoardAction(_: FormState, form: FormData): Promise<FormState> {
  const userId = formText(form, 'userId');
  return done(() =>
    apiRequest(CheckInAtBoardMutation, { matchId: formText(form, 'matchId'), userId: userId || null }),
  );
}

export async function waiveLatenessAction(_: FormState, form: FormData): Promise<FormState> {
  const points = formText(form, 'points');
  return done(() =>
    apiRequest(WaiveLatenessMutation, {
      matchId: formText(form, 'matchId'),
      userId: formText(form, 'userId'),
      points: points === '' ? null : Number(points),
      reason: formText(form, 'reason'),
    }),
  );
}

export async function doubleNoShowAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(DoubleNoShowMutation, { matchId: formText(form, 'matchId') }));
}

/** A number field: empty stays empty (undefined), anything else is sent as typed for the API to judge. */
const numberOf = (form: FormData, name: string): number | undefined => {
  const text = formText(form, name);
  return text === '' ? undefined : Number(text);
};

export async function setDayRulesAction(_: FormState, form: FormData): Promise<FormState> {
  const tieBreaks = [1, 2, 3, 4].map((i) => formText(form, `tieBreak${i}`)).filter((name) => name !== '');
  return done(() =>
    apiRequest(SetDayRulesMutation, {
      input: {
        tournamentId: formText(form, 'tournamentId'),
        lateness: {
          graceMinutes: numberOf(form, 'graceMinutes') ?? -1,
          pointsPerInterval: numberOf(form, 'pointsPerInterval') ?? -1,
          intervalMinutes: numberOf(form, 'intervalMinutes') ?? -1,
          forfeitAtPoints: numberOf(form, 'forfeitAtPoints') ?? null,
        },
        bothLate: formText(form, 'bothLate'),
        timeLimitMinutes: numberOf(form, 'timeLimitMinutes') ?? 0,
        timeLimitRule: { kind: formText(form, 'timeLimitKind'), onTie: formText(form, 'onTie') },
        tieBreaks,
      },
    }),
  );
}

export async function timeLimitResultAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(TimeLimitResultMutation, {
      matchId: formText(form, 'matchId'),
      score: [numberOf(form, 'score1') ?? -1, numberOf(form, 'score2') ?? -1],
    }),
  );
}

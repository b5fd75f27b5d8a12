'use server';

/**
 * The clock tools of tournament directors and the play policy of club admins, run on the site's server with
 * the visitor's session. The API checks who may use them and every figure; a refusal comes back as the
 * form's state.
 */
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { typedInt } from '@/features/tournaments/format';
import {
  AddMatchTimeMutation,
  AnnulTimeoutMutation,
  MatchesAtRiskQuery,
  PauseMatchClockMutation,
  ResumeMatchClockMutation,
  UpdateClubPlayPolicyMutation,
} from './queries';

/** After a change every page is rendered afresh (they all read live data). */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

const matchAndReason = (form: FormData) => ({
  matchId: formText(form, 'matchId'),
  reason: formText(form, 'reason'),
});

export async function pauseClockAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(PauseMatchClockMutation, matchAndReason(form)));
}

export async function resumeClockAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() => apiRequest(ResumeMatchClockMutation, matchAndReason(form)));
}

export async function addTimeAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(AddMatchTimeMutation, {
      ...matchAndReason(form),
      side: typedInt(formText(form, 'side')),
      seconds: typedInt(formText(form, 'seconds')),
    }),
  );
}

export async function annulTimeoutAction(_: FormState, form: FormData): Promise<FormState> {
  const extra = formText(form, 'addSeconds');
  return done(() =>
    apiRequest(AnnulTimeoutMutation, {
      ...matchAndReason(form),
      addSeconds: extra === '' ? null : typedInt(extra),
    }),
  );
}

export async function clubPlayPolicyAction(_: FormState, form: FormData): Promise<FormState> {
  const hours = formText(form, 'abandonHours');
  return done(() =>
    apiRequest(UpdateClubPlayPolicyMutation, {
      clubId: formText(form, 'clubId'),
      abandonHours: hours === '' ? null : typedInt(hours),
      rateTimeouts: form.get('rateTimeouts') === 'on',
      rateForfeits: form.get('rateForfeits') === 'on',
    }),
  );
}

export interface MatchAtRisk {
  readonly matchId: string;
  readonly side: number;
  readonly names: readonly [string, string];
  readonly reason: string;
  readonly reserveMs: number | null;
  readonly lastSeenAt: string | null;
}

/** The tournament's matches at risk now, for the director's panel (asked again every few seconds). */
export async function matchesAtRiskAction(
  tournamentId: string,
): Promise<{ ok: true; value: MatchAtRisk[] } | { ok: false; message: string }> {
  try {
    const { matchesAtRisk } = await apiRequest(MatchesAtRiskQuery, { tournamentId: String(tournamentId) });
    return {
      ok: true,
      value: matchesAtRisk.map((r) => {
        const name = (side: number) => r.match.players.find((p) => p.side === side)?.user.displayName ?? '—';
        return {
          matchId: r.match.id,
          side: r.side,
          names: [name(0), name(1)],
          reason: r.reason,
          reserveMs: r.reserveMs ?? null,
          lastSeenAt: r.lastSeenAt ?? null,
        };
      }),
    };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message };
    return { ok: false, message: (await getTranslations('online.errors'))('network') };
  }
}

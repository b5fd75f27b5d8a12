'use server';

/**
 * The analysis requests, run on the site's server with the visitor's session: the replay page asks for the
 * analysis of a record (its progress then comes over the live feed, live.ts), and a director has the club's
 * analyses of an earlier version redone. Refusals come back as values with the API's code and its message in
 * the visitor's language.
 */
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { AnalysisViewFieldsFragment } from '@/gql/graphql';
import { ApiError } from '@/lib/api';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { RedoOutdatedAnalysesMutation, RequestAnalysisMutation } from './queries';

export type AnalysisAnswer =
  | { readonly ok: true; readonly value: AnalysisViewFieldsFragment | null }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** The record ids the API knows: `m:<uuid>`, `i:<uuid>`, `c:<uuid>:<game>`. */
const RECORD_ID = /^(m|i|c):[0-9a-f-]{36}(:\d{1,4})?$/i;

async function answer(run: () => Promise<AnalysisViewFieldsFragment | null>): Promise<AnalysisAnswer> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('online.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

async function refuse(): Promise<AnalysisAnswer> {
  const t = await getTranslations('online.errors');
  return { ok: false, code: 'BAD_USER_INPUT', message: t('badInput') };
}

/** Queues the analysis of a finished record (its players, or a director of its club). */
export async function requestAnalysisAction(recordId: string): Promise<AnalysisAnswer> {
  if (typeof recordId !== 'string' || !RECORD_ID.test(recordId)) return refuse();
  return answer(async () => (await apiRequest(RequestAnalysisMutation, { recordId })).requestAnalysis);
}

/** Has the club's analyses done by an earlier version redone in the background (directors). */
export async function redoOutdatedAnalysesAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = formText(form, 'clubId');
  const refused = await attempt(() => apiRequest(RedoOutdatedAnalysesMutation, { clubId }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

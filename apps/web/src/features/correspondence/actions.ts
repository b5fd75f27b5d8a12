'use server';

/**
 * Correspondence play's action on the site's server with the visitor's session: take a vacation day now. The
 * API checks the budget and the rest; a refusal (VACATION_BUDGET_EXHAUSTED, ...) comes back as the form's state.
 */
import { revalidatePath } from 'next/cache';
import { attempt, type FormState } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { TakeVacationDayMutation } from './queries';

export async function takeVacationDayAction(_: FormState): Promise<FormState> {
  const refused = await attempt(() => apiRequest(TakeVacationDayMutation, { startsAt: null }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

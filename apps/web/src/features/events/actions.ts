'use server';

import { revalidatePath } from 'next/cache';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { RetryEventMutation } from './queries';

/** "Try again": the API puts the event back in the queue; the list is read afresh (force-dynamic pages). */
export async function retryEventAction(_: FormState, form: FormData): Promise<FormState> {
  const refused = await attempt(() => apiRequest(RetryEventMutation, { eventId: formText(form, 'eventId') }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

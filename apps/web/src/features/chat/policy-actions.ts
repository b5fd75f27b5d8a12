'use server';

/**
 * A director's change of the club's chat policy (free text in casual matches, the tournament matches' rule),
 * run on the site's server with the visitor's session. The API checks the role and audits the change; a
 * refusal comes back as the form's state.
 */
import { revalidatePath } from 'next/cache';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { isTournamentChatRule } from './chat-view';
import { UpdateClubChatPolicyMutation } from './queries';

export async function clubChatPolicyAction(_: FormState, form: FormData): Promise<FormState> {
  const rule = formText(form, 'tournament');
  const refused = await attempt(() =>
    apiRequest(UpdateClubChatPolicyMutation, {
      clubId: formText(form, 'clubId'),
      freeText: form.get('freeText') === 'on',
      tournament: isTournamentChatRule(rule) ? rule : null,
    }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

'use server';

/**
 * A director's change of the club's chat policy (free text in casual matches, the tournament matches' rule),
 * run on the site's server with the visitor's session. The API checks the role and audits the change; a
 * refusal comes back as the form's state.
 */
import { revalidatePath } from 'next/cache';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import type { TournamentChat } from '@/gql/graphql';
import { UpdateClubChatPolicyMutation } from './queries';

const RULES: readonly TournamentChat[] = ['STOCK_ONLY', 'FREE_TEXT', 'OFF'];
const isRule = (v: string): v is TournamentChat => (RULES as readonly string[]).includes(v);

export async function clubChatPolicyAction(_: FormState, form: FormData): Promise<FormState> {
  const rule = formText(form, 'tournament');
  const refused = await attempt(() =>
    apiRequest(UpdateClubChatPolicyMutation, {
      clubId: formText(form, 'clubId'),
      freeText: form.get('freeText') === 'on',
      tournament: isRule(rule) ? rule : null,
    }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

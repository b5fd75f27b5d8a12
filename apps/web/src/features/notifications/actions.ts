'use server';

import { revalidatePath } from 'next/cache';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import type { NotificationChannel, NotificationKind } from '@/gql/graphql';
import {
  AnnounceMutation,
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationsQuery,
  SetNotificationPreferenceMutation,
  UnsubscribeMutation,
} from './queries';
import { NOTIFICATION_KINDS } from './notification-text';

const CHANNELS: readonly NotificationChannel[] = ['IN_APP', 'BROWSER', 'EMAIL'];
const kindOf = (value: string): NotificationKind | null =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value) ? (value as NotificationKind) : null;

/** The bell's list, read when it opens. */
export async function loadNotificationsAction() {
  return apiRequest(NotificationsQuery, { limit: 20 });
}

export async function markNotificationReadAction(id: string): Promise<void> {
  await apiRequest(MarkNotificationReadMutation, { id });
}

export async function markAllNotificationsReadAction(): Promise<void> {
  await apiRequest(MarkAllNotificationsReadMutation);
  revalidatePath('/[locale]/notifications', 'page');
}

/** One checkbox of the preferences: kind, channel and whether it is on. */
export async function setNotificationPreferenceAction(
  kind: string,
  channel: string,
  enabled: boolean,
): Promise<FormState> {
  const k = kindOf(kind);
  const c = CHANNELS.find((x) => x === channel);
  if (!k || !c) return { error: 'BAD_USER_INPUT', code: 'BAD_USER_INPUT' };
  const refused = await attempt(() =>
    apiRequest(SetNotificationPreferenceMutation, { kind: k, channel: c, enabled }),
  );
  return refused ?? { ok: true };
}

/** An e-mail's unsubscribe link (no session needed). */
export async function unsubscribeAction(_: FormState, form: FormData): Promise<FormState> {
  const kind = kindOf(formText(form, 'kind'));
  const refused = await attempt(() =>
    apiRequest(UnsubscribeMutation, { token: formText(form, 'token'), kind }),
  );
  return refused ?? { ok: true };
}

/** A director's announcement to the club's members (or a tournament's players). */
export async function announceAction(_: FormState, form: FormData): Promise<FormState> {
  const tournamentId = formText(form, 'tournamentId');
  const refused = await attempt(() =>
    apiRequest(AnnounceMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        ...(tournamentId ? { tournamentId } : {}),
        title: formText(form, 'title'),
        message: String(form.get('message') ?? ''),
      },
    }),
  );
  return refused ?? { ok: true };
}

'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { BookEntryKind, PaymentMethod } from '@/gql/graphql';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { parseBasisPoints, parseCents, parseShares } from './money';
import { PayPrizePoolMutation, RecordBookEntryMutation, SetClubCurrencyMutation } from './queries';

/** After a change the book's page is rendered afresh. */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

const optional = (form: FormData, name: string) => formText(form, name) || null;

export async function recordBookEntryAction(_: FormState, form: FormData): Promise<FormState> {
  const t = await getTranslations('season.book');
  const amountCents = parseCents(formText(form, 'amount'));
  if (amountCents === null) return { error: t('badAmount'), field: 'amount' };
  return done(() =>
    apiRequest(RecordBookEntryMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        memberId: formText(form, 'memberId'),
        kind: formText(form, 'kind') as BookEntryKind,
        amountCents,
        method: (optional(form, 'method') as PaymentMethod | null) ?? undefined,
        period: optional(form, 'period'),
        reference: optional(form, 'reference'),
        date: optional(form, 'date'),
      },
    }),
  );
}

export async function payPrizePoolAction(_: FormState, form: FormData): Promise<FormState> {
  const t = await getTranslations('season.book');
  const payout = parseShares(formText(form, 'payout'));
  if (!payout) return { error: t('badShares'), field: 'payout' };
  const clubCut = parseBasisPoints(formText(form, 'clubCut') || '0');
  const jackpot = parseBasisPoints(formText(form, 'jackpot') || '0');
  if (clubCut === null) return { error: t('badPercent'), field: 'clubCut' };
  if (jackpot === null) return { error: t('badPercent'), field: 'jackpot' };
  const placings = form
    .getAll('placing')
    .map((v) => String(v))
    .filter(Boolean);
  return done(() =>
    apiRequest(PayPrizePoolMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        reference: formText(form, 'event'),
        payout,
        clubCutBasisPoints: clubCut,
        jackpotBasisPoints: jackpot,
        payJackpot: form.get('payJackpot') === 'on',
        placings,
      },
    }),
  );
}

export async function setClubCurrencyAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(SetClubCurrencyMutation, {
      clubId: formText(form, 'clubId'),
      currency: formText(form, 'currency').toUpperCase(),
    }),
  );
}

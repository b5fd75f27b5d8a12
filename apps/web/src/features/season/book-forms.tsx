'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { payPrizePoolAction, recordBookEntryAction, setClubCurrencyAction } from './book-actions';

type Member = { id: string; displayName: string };

const KINDS = ['FEE', 'PAYMENT', 'PRIZE_PAID', 'DUES', 'PRIZE', 'CHOUETTE'] as const;

function MemberSelect({
  id,
  name,
  label,
  members,
  optional,
}: {
  id: string;
  name: string;
  label: string;
  members: readonly Member[];
  optional?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} required={!optional} defaultValue="">
        <option value="">{optional ?? '—'}</option>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A director records one entry: a member, what it is, the amount typed in the club's currency. */
export function BookEntryForm({ clubId, members }: { clubId: string; members: readonly Member[] }) {
  const t = useTranslations('season.book');
  const [state, action] = useActionState(recordBookEntryAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="entry-title">
      <h2 id="entry-title">{t('entryTitle')}</h2>
      <input type="hidden" name="clubId" value={clubId} />
      <MemberSelect id="entry-member" name="memberId" label={t('member')} members={members} />
      <div className="field">
        <label htmlFor="entry-kind">{t('kind')}</label>
        <select id="entry-kind" name="kind" defaultValue="FEE">
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('amount')} name="amount" inputMode="decimal" required hint={t('amountHint')} />
      <div className="field">
        <label htmlFor="entry-method">{t('method')}</label>
        <select id="entry-method" name="method" defaultValue="">
          <option value="">—</option>
          <option value="CASH">{t('methods.CASH')}</option>
          <option value="TRANSFER">{t('methods.TRANSFER')}</option>
        </select>
      </div>
      <Field label={t('reference')} name="reference" maxLength={120} hint={t('referenceHint')} />
      <Field label={t('period')} name="period" maxLength={16} hint={t('periodHint')} />
      <Field label={t('date')} name="date" type="date" />
      <FormError state={state} />
      <SubmitButton pendingLabel={t('recording')}>{t('record')}</SubmitButton>
    </form>
  );
}

/** A director pays out an event's prize pool: shares, the club's cut, the jackpot, the members placed. */
export function PrizePoolForm({ clubId, members }: { clubId: string; members: readonly Member[] }) {
  const t = useTranslations('season.book');
  const [state, action] = useActionState(payPrizePoolAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="pool-title">
      <h2 id="pool-title">{t('poolTitle')}</h2>
      <input type="hidden" name="clubId" value={clubId} />
      {/* Its own name: a Field's id comes from its name, and the entry form has a "reference" too. */}
      <Field label={t('reference')} name="event" required maxLength={120} />
      <Field label={t('payout')} name="payout" defaultValue="60/30/10" required hint={t('payoutHint')} />
      <Field label={t('clubCut')} name="clubCut" defaultValue="10" inputMode="decimal" />
      <Field label={t('jackpotShare')} name="jackpot" defaultValue="0" inputMode="decimal" />
      <div className="field checkbox">
        <input id="pool-pay-jackpot" type="checkbox" name="payJackpot" />
        <label htmlFor="pool-pay-jackpot">{t('payJackpot')}</label>
      </div>
      {[1, 2, 3].map((place) => (
        <MemberSelect
          key={place}
          id={`pool-place-${place}`}
          name="placing"
          label={t('place', { place })}
          members={members}
          optional={place > 1 ? t('nobody') : undefined}
        />
      ))}
      <FormError state={state} />
      <SubmitButton pendingLabel={t('paying')}>{t('pay')}</SubmitButton>
    </form>
  );
}

export function CurrencyForm({ clubId, currency }: { clubId: string; currency: string }) {
  const t = useTranslations('season.book');
  const [state, action] = useActionState(setClubCurrencyAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="currency-title">
      <h2 id="currency-title">{t('currencyTitle')}</h2>
      <input type="hidden" name="clubId" value={clubId} />
      <Field
        label={t('currency')}
        name="currency"
        defaultValue={currency}
        maxLength={3}
        hint={t('currencyHint')}
      />
      <FormError state={state} />
      <SubmitButton pendingLabel={t('saving')} secondary>
        {t('save')}
      </SubmitButton>
    </form>
  );
}

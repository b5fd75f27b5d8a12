'use client';

/**
 * A club's chat policy, for its directors: whether casual matches allow free text (else the stock phrases
 * only), and what tournament matches allow (stock phrases only by default, free text, or no chat).
 */
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { TOURNAMENT_CHAT_RULES } from './chat-view';
import { clubChatPolicyAction } from './policy-actions';

export interface ChatPolicy {
  readonly freeText: boolean;
  readonly tournament: string;
}

export function ClubChatPolicyForm({ clubId, policy }: { clubId: string; policy: ChatPolicy }) {
  const t = useTranslations('clubs.chatPolicy');
  const [state, action] = useActionState(clubChatPolicyAction, INITIAL_FORM_STATE);
  const [freeText, setFreeText] = useState(policy.freeText);
  const [rule, setRule] = useState(policy.tournament);
  return (
    <section className="card" aria-labelledby="chat-policy-title" data-testid="chat-policy">
      <h2 id="chat-policy-title">{t('title')}</h2>
      <form action={action} className="form" noValidate>
        <FormError state={state} />
        {state.ok ? (
          <p className="notice" role="status">
            {t('saved')}
          </p>
        ) : null}
        <input type="hidden" name="clubId" value={clubId} />
        <label className="check">
          <input
            type="checkbox"
            name="freeText"
            checked={freeText}
            onChange={(e) => setFreeText(e.target.checked)}
          />
          <span>{t('freeText')}</span>
        </label>
        <div className="field">
          <label htmlFor="field-tournamentChat">{t('tournament')}</label>
          <select
            id="field-tournamentChat"
            name="tournament"
            value={rule}
            onChange={(e) => setRule(e.target.value)}
          >
            {TOURNAMENT_CHAT_RULES.map((r) => (
              <option key={r} value={r}>
                {t(`rule.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
      </form>
    </section>
  );
}

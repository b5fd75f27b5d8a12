'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { NO_CLOCK } from '@/features/clocks/time-control';
import { TimeControlPicker } from '@/features/clocks/time-control-picker';
import { createFriendLinkAction } from '@/features/friends/actions';
import { postOpenChallengeAction } from '@/features/lobby/actions';
import { challengeAction } from './actions';

/**
 * The options of a challenge: match length (or a money game), scoring profile, Crawford, the cube and the
 * clock. Without an opponent it is an open challenge, posted in the club's lobby for any member.
 */
export function ChallengeForm({
  clubId,
  opponentId,
  friendLink = false,
}: {
  clubId: string;
  opponentId?: string;
  /** A link to play a friend (friends/actions.ts) instead of a challenge. */
  friendLink?: boolean;
}) {
  const t = useTranslations('challenges');
  const tl = useTranslations('home.lobby');
  const tf = useTranslations('friend');
  const [state, action] = useActionState(
    friendLink ? createFriendLinkAction : opponentId ? challengeAction : postOpenChallengeAction,
    INITIAL_FORM_STATE,
  );
  const [length, setLength] = useState('5');
  const [profile, setProfile] = useState('international');
  const [crawford, setCrawford] = useState(true);
  const [cube, setCube] = useState(true);
  const [clock, setClock] = useState(NO_CLOCK);
  const tc = useTranslations('clocks.picker');
  return (
    <form action={action} className="form card">
      <FormError state={state} />
      <input type="hidden" name="clubId" value={clubId} />
      {opponentId ? <input type="hidden" name="opponentId" value={opponentId} /> : null}
      <div className="field">
        <label htmlFor="length">{t('length')}</label>
        <select id="length" name="length" value={length} onChange={(e) => setLength(e.target.value)}>
          {['1', '3', '5', '7', '9', '11', '0'].map((n) => (
            <option key={n} value={n}>
              {n === '0' ? t('money') : t('points', { count: Number(n) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="profile">{t('profile')}</label>
        <select id="profile" name="profile" value={profile} onChange={(e) => setProfile(e.target.value)}>
          {['international', 'simple', 'traditional'].map((p) => (
            <option key={p} value={p}>
              {t(`profiles.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="crawford"
          checked={crawford}
          onChange={(e) => setCrawford(e.target.checked)}
        />{' '}
        {t('crawford')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="cube"
          checked={cube && profile !== 'simple'}
          disabled={profile === 'simple'}
          onChange={(e) => setCube(e.target.checked)}
        />{' '}
        {t('cube')}
      </label>
      <TimeControlPicker
        prefix="tc"
        value={clock}
        onChange={setClock}
        length={Number(length)}
        legend={tc('legend')}
        correspondence={!friendLink}
      />
      <SubmitButton pendingLabel={t('wait')}>
        {friendLink ? tf('create') : opponentId ? t('send') : tl('post')}
      </SubmitButton>
    </form>
  );
}

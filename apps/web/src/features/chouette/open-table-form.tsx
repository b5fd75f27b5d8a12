'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useState } from 'react';
import { FormError } from '@/components/form';
import { TimeControlPicker } from '@/features/clocks/time-control-picker';
import { NO_CLOCK, type TimeControlValues } from '@/features/clocks/time-control';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { openChouetteAction } from './actions';
import { HOUSE_PRESETS } from './house-rules';

type Values = Record<string, string | boolean>;

/** Every option of a new table (docs/domain.md "Chouette"); what was typed stays when the API refuses it. */
export function OpenTableForm({ clubs, clubId }: { clubs: { id: string; name: string }[]; clubId: string }) {
  const t = useTranslations('chouette.open');
  const th = useTranslations('chouette.house');
  const [state, formAction, pending] = useActionState(openChouetteAction, INITIAL_FORM_STATE);
  const [clock, setClock] = useState<TimeControlValues>({ ...NO_CLOCK, delay: '12', total: '10' });
  const [v, setV] = useState<Values>({
    clubId: clubId || clubs[0]?.id || '',
    mode: 'BOARD',
    profile: 'international',
    partnerThreshold: '5',
    beaver: false,
    raccoon: false,
    beaverRefusal: false,
    jacoby: false,
    autoDoubles: false,
    autoDoublesCap: '64',
    consultation: 'free',
    house: 'none',
    stake: '1',
    triploPoints: '0',
  });
  // The visible controls carry no name: the values travel in hidden fields written from the state, so
  // React's reset of the form after the action cannot lose them.
  const text = (name: string) => ({
    id: `open-${name}`,
    value: String(v[name]),
    onChange: (e: { target: { value: string } }) => setV((s) => ({ ...s, [name]: e.target.value })),
  });
  const box = (name: string) => ({
    id: `open-${name}`,
    type: 'checkbox',
    checked: v[name] === true,
    onChange: (e: { target: { checked: boolean } }) => setV((s) => ({ ...s, [name]: e.target.checked })),
  });
  return (
    <form
      // Submitted by hand rather than with `action`: React resets a form after its action, which would
      // untick the boxes of a refused form; here everything typed and ticked stays.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      className="form"
      noValidate
      data-testid="open-table-form"
    >
      <FormError state={state} />
      {Object.entries(v).map(([name, value]) => (
        <input
          key={name}
          type="hidden"
          name={name}
          value={value === true ? 'on' : value === false ? '' : value}
        />
      ))}
      <div className="field">
        <label htmlFor="open-clubId">{t('club')}</label>
        <select {...text('clubId')}>
          {clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field">
        <legend>{t('mode')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="mode-choice"
            value="BOARD"
            checked={v.mode === 'BOARD'}
            onChange={() => setV((s) => ({ ...s, mode: 'BOARD' }))}
          />{' '}
          {t('modeBoard')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="mode-choice"
            value="SCOREKEEPER"
            checked={v.mode === 'SCOREKEEPER'}
            onChange={() => setV((s) => ({ ...s, mode: 'SCOREKEEPER' }))}
          />{' '}
          {t('modeScorekeeper')}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor="open-profile">{t('profile')}</label>
        <select {...text('profile')}>
          <option value="international">{t('profiles.international')}</option>
          <option value="traditional">{t('profiles.traditional')}</option>
          <option value="simple">{t('profiles.simple')}</option>
        </select>
      </div>
      {v.profile === 'traditional' ? (
        <div className="field">
          <label htmlFor="open-triploPoints">{t('triploPoints')}</label>
          <input inputMode="numeric" {...text('triploPoints')} aria-describedby="open-triploPoints-hint" />
          <small className="hint" id="open-triploPoints-hint">
            {t('triploHint')}
          </small>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="open-partnerThreshold">{t('partnerThreshold')}</label>
        <input
          inputMode="numeric"
          {...text('partnerThreshold')}
          aria-describedby="open-partnerThreshold-hint"
        />
        <small className="hint" id="open-partnerThreshold-hint">
          {t('partnerHint')}
        </small>
      </div>
      <fieldset className="field">
        <legend>{t('cube')}</legend>
        <label className="choice">
          <input {...box('beaver')} /> {t('beaver')}
        </label>
        <label className="choice">
          <input {...box('raccoon')} /> {t('raccoon')}
        </label>
        <label className="choice">
          <input {...box('beaverRefusal')} /> {t('beaverRefusal')}
        </label>
        <label className="choice">
          <input {...box('jacoby')} /> {t('jacoby')}
        </label>
        <label className="choice">
          <input {...box('autoDoubles')} /> {t('autoDoubles')}
        </label>
      </fieldset>
      {v.autoDoubles ? (
        <div className="field">
          <label htmlFor="open-autoDoublesCap">{t('autoDoublesCap')}</label>
          <input inputMode="numeric" {...text('autoDoublesCap')} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="open-consultation">{t('consultation')}</label>
        <select {...text('consultation')}>
          <option value="free">{t('consultations.free')}</option>
          <option value="cubeInGame">{t('consultations.cubeInGame')}</option>
          <option value="none">{t('consultations.none')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="open-house">{th('preset')}</label>
        <select {...text('house')}>
          {Object.keys(HOUSE_PRESETS).map((p) => (
            <option key={p} value={p}>
              {th(`presets.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="open-stake">{t('stake')}</label>
        <input inputMode="decimal" {...text('stake')} aria-describedby="open-stake-hint" />
        <small className="hint" id="open-stake-hint">
          {t('stakeHint')}
        </small>
      </div>
      {v.mode === 'BOARD' ? (
        <div className="field">
          {/* Money play: a fixed reserve, here per game (refilled when each game starts). */}
          <TimeControlPicker
            prefix="tc"
            value={clock}
            onChange={setClock}
            length={0}
            legend={t('timeControl')}
          />
          <small className="hint" data-testid="open-time-control-hint">
            {t('timeControlHint')}
          </small>
        </div>
      ) : null}
      <button type="submit" className="button primary" disabled={pending} aria-busy={pending}>
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { setHouseRulesAction } from './house-actions';
import { type HouseRulesView, houseLines, isDefaultHouse } from './house-rules';

const CHOICES = {
  initialCubes: ['free', 'half', 'halfAndCaptain'],
  answerOrder: ['any', 'team', 'fromEnd'],
  boxKeeping: ['boxVsCaptain', 'breakEven', 'doubleStandUp'],
  absentMember: ['proxy', 'followCaptain'],
  extras: ['none', 'optional', 'mandatory'],
} as const;

/**
 * The table's house rules, rule by rule; before the first game its organiser may change them here (the API
 * replays the table under them and audits the change).
 */
export function HouseRulesCard({
  chouetteId,
  seq,
  house,
  editable,
}: {
  chouetteId: string;
  seq: number;
  house: HouseRulesView;
  /** The viewer organises the table and no game has started. */
  editable: boolean;
}) {
  const t = useTranslations('chouette.house');
  const [shown, setShown] = useState(house);
  const [draft, setDraft] = useState(house);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Follows the table's rules when they change, by content: a view that was loaded before a save (a poll in
  // flight) carries the same rules as before and leaves the saved ones shown.
  const houseKey = JSON.stringify(house);
  useEffect(() => {
    const rules = JSON.parse(houseKey) as HouseRulesView;
    setShown(rules);
    setDraft(rules);
  }, [houseKey]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const r = await setHouseRulesAction(chouetteId, seq, { ...draft });
      if (r.ok) {
        setShown(r.value);
        setDraft(r.value);
        setSaved(true);
      } else setError(r.message);
    } catch {
      setError(t('form.network'));
    } finally {
      setBusy(false);
    }
  };
  const count = (key: 'partnerMandatoryFrom' | 'maxPlayers') => ({
    id: `house-${key}`,
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    max: 20,
    value: String(draft[key]),
    onChange: (ev: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: Number(ev.target.value || 0) })),
  });

  return (
    <details className="card" data-testid="house-rules" open={!isDefaultHouse(shown) || editable}>
      <summary>{t('title')}</summary>
      {isDefaultHouse(shown) ? <p className="muted">{t('defaults')}</p> : null}
      <ul className="plain-list" data-testid="house-rules-list">
        {houseLines(shown).map(([key, values]) => (
          <li key={key}>{t(key, values)}</li>
        ))}
      </ul>
      {editable ? (
        <form className="form" onSubmit={save} data-testid="house-rules-form">
          <p className="muted">{t('form.help')}</p>
          <div className="field">
            <label htmlFor="house-partnerMandatoryFrom">{t('form.partnerMandatoryFrom')}</label>
            <input {...count('partnerMandatoryFrom')} />
          </div>
          <div className="field">
            <label htmlFor="house-maxPlayers">{t('form.maxPlayers')}</label>
            <input {...count('maxPlayers')} />
          </div>
          {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
            <div className="field" key={key}>
              <label htmlFor={`house-${key}`}>{t(`form.${key}`)}</label>
              <select
                id={`house-${key}`}
                value={draft[key]}
                onChange={(ev) => setDraft((d) => ({ ...d, [key]: ev.target.value }))}
              >
                {CHOICES[key].map((value) => (
                  <option key={value} value={value}>
                    {t(`${key}.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {(['threeHandedBoth', 'deals'] as const).map((key) => (
            <label className="check" key={key}>
              <input
                type="checkbox"
                checked={draft[key]}
                onChange={(ev) => setDraft((d) => ({ ...d, [key]: ev.target.checked }))}
              />{' '}
              {t(key === 'deals' ? 'deals' : 'threeHandedBoth')}
            </label>
          ))}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          {saved ? <p role="status">{t('form.saved')}</p> : null}
          <button type="submit" className="button primary" disabled={busy}>
            {t('form.save')}
          </button>
        </form>
      ) : null}
    </details>
  );
}

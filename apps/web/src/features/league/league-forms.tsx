'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { Field, FormError, SubmitButton } from '@/components/form';
import { INITIAL_FORM_STATE } from '@/lib/form-state';
import { createLeagueAction, reportLeagueResultAction, setSeasonPointsTableAction } from './actions';
import type { FixtureRow } from './league-view';

/**
 * A director's new league season: its name, the members playing (cut into divisions of the size given, in the
 * order ticked or by club rating), match lengths per division, single or double round robin, the points rule,
 * promotion and relegation, and week 1's day. The API checks everything again.
 */
export function CreateLeagueForm({
  clubId,
  members,
}: {
  clubId: string;
  members: readonly { id: string; displayName: string }[];
}) {
  const t = useTranslations('league.create');
  const [state, action] = useActionState(createLeagueAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="create-league-title">
      <h2 id="create-league-title">{t('title')}</h2>
      <input type="hidden" name="clubId" value={clubId} />
      <Field label={t('name')} name="name" required minLength={2} maxLength={80} />
      <fieldset className="field">
        <legend>{t('players')}</legend>
        {members.map((m) => (
          <label key={m.id} className="check">
            <input type="checkbox" name="players" value={m.id} /> {m.displayName}
          </label>
        ))}
      </fieldset>
      <Field label={t('divisionSize')} name="divisionSize" type="number" min={2} max={40} defaultValue={10} />
      <label className="check">
        <input type="checkbox" name="byRating" /> {t('byRating')}
      </label>
      <Field label={t('lengths')} name="lengths" hint={t('lengthsHint')} defaultValue="5" required />
      <label className="check">
        <input type="checkbox" name="double" /> {t('double')}
      </label>
      <div className="field">
        <label htmlFor="league-points">{t('points')}</label>
        <select id="league-points" name="pointsKind" defaultValue="WIN_LOSS">
          <option value="WIN_LOSS">{t('winLoss')}</option>
          <option value="MARGIN">{t('margin')}</option>
        </select>
      </div>
      <div className="score-fields">
        <Field label={t('promote')} name="promote" type="number" min={0} max={20} defaultValue={1} />
        <Field label={t('relegate')} name="relegate" type="number" min={0} max={20} defaultValue={1} />
      </div>
      <Field label={t('startsOn')} name="startsOn" type="date" />
      <FormError state={state} />
      <SubmitButton pendingLabel={t('creating')}>{t('submit')}</SubmitButton>
    </form>
  );
}

/** A fixture's result from a physical board: who won (or who did not come) and the score. */
export function ReportResultForm({ fixture }: { fixture: FixtureRow }) {
  const t = useTranslations('league.report');
  const [state, action] = useActionState(reportLeagueResultAction, INITIAL_FORM_STATE);
  const [walkover, setWalkover] = useState(false);
  const id = (name: string) => `${name}-${fixture.id}`;
  const [a, b] = fixture.players;
  return (
    <form action={action} className="stack" aria-label={t('label', { a: a.name, b: b.name })}>
      <input type="hidden" name="fixtureId" value={fixture.id} />
      <div className="field">
        <label htmlFor={id('outcome')}>{t('outcome')}</label>
        <select
          id={id('outcome')}
          name="outcome"
          defaultValue="PLAYED"
          onChange={(e) => setWalkover(e.target.value === 'WALKOVER')}
        >
          <option value="PLAYED">{t('played')}</option>
          <option value="WALKOVER">{t('walkover')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('player')}>{walkover ? t('absent') : t('winner')}</label>
        <select id={id('player')} name="playerId" defaultValue={a.id}>
          {fixture.players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {walkover ? null : (
        <div className="score-fields">
          <div className="field">
            <label htmlFor={id('winner-score')}>{t('winnerScore')}</label>
            <input
              id={id('winner-score')}
              name="winnerScore"
              type="number"
              min={0}
              max={99}
              defaultValue={fixture.length}
              required
            />
          </div>
          <div className="field">
            <label htmlFor={id('loser-score')}>{t('loserScore')}</label>
            <input id={id('loser-score')} name="loserScore" type="number" min={0} max={99} required />
          </div>
        </div>
      )}
      <FormError state={state} />
      <SubmitButton pendingLabel={t('sending')}>{t('submit')}</SubmitButton>
    </form>
  );
}

/** A director's season points table: one line per field size, "2: 10 6 2", and the attendance points. */
export function PointsTableForm({
  clubId,
  rows,
  attendance,
}: {
  clubId: string;
  rows: readonly { minField: number; places: readonly number[] }[];
  attendance: number;
}) {
  const t = useTranslations('league.table');
  const [state, action] = useActionState(setSeasonPointsTableAction, INITIAL_FORM_STATE);
  return (
    <form action={action} className="stack" aria-labelledby="points-table-form-title">
      <h3 id="points-table-form-title">{t('formTitle')}</h3>
      <input type="hidden" name="clubId" value={clubId} />
      <div className="field">
        <label htmlFor="points-table-rows">{t('rows')}</label>
        <textarea
          id="points-table-rows"
          name="rows"
          rows={4}
          aria-describedby="points-table-rows-hint"
          defaultValue={rows.map((r) => `${r.minField}: ${r.places.join(' ')}`).join('\n')}
        />
        <small id="points-table-rows-hint" className="hint">
          {t('rowsHint')}
        </small>
      </div>
      <Field label={t('attendance')} name="attendance" type="number" min={0} defaultValue={attendance} />
      <FormError state={state} />
      <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
    </form>
  );
}

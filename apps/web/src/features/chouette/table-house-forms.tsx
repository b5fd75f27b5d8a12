'use client';

/**
 * The house rules' two actions in a scorekeeper's hands (issue 42): an extra a member who dropped the box's
 * double gives the lone taker, and a deal between the box and a member in the middle of a game. The table
 * agrees them in person; the scorekeeper records them, and the API (the library) decides whether they are
 * allowed now. Shown only when the table's house rules allow them.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ChouetteIntent } from './actions';
import styles from './chouette.module.css';
import { type ChouetteView, nameOf } from './view';

export function HouseRuleActions({
  view,
  names,
  busy,
  act,
}: {
  view: ChouetteView;
  names: Map<string, string>;
  busy: boolean;
  act: (i: ChouetteIntent) => void;
}) {
  const t = useTranslations('chouette.houseActions');
  const house = view.options.house;
  const g = view.game;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [takerAgrees, setTakerAgrees] = useState(false);
  const [member, setMember] = useState('');
  const [points, setPoints] = useState('');
  const [agreed, setAgreed] = useState(false);
  if (!g || (house.extras === 'none' && !house.deals)) return null;
  const inGame = g.members.filter((m) => m.inGame);
  const droppers = g.members.filter((m) => m.outcome?.reason === 'drop');
  const whole = /^-?\d{1,6}$/.test(points.trim());
  const choose = (
    <option value="" key="">
      {t('choose')}
    </option>
  );
  return (
    <div className={styles.decisions} data-testid="house-actions">
      {house.extras !== 'none' ? (
        <div className={styles.inlineFields}>
          <label>
            {t('extraFrom')}
            <select value={from} onChange={(e) => setFrom(e.target.value)}>
              {choose}
              {droppers.map((m) => (
                <option key={m.player} value={m.player}>
                  {nameOf(names, m.player)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('extraTo')}
            <select value={to} onChange={(e) => setTo(e.target.value)}>
              {choose}
              {inGame.map((m) => (
                <option key={m.player} value={m.player}>
                  {nameOf(names, m.player)}
                </option>
              ))}
            </select>
          </label>
          {house.extras === 'optional' ? (
            <label className="check">
              <input
                type="checkbox"
                checked={takerAgrees}
                onChange={(e) => setTakerAgrees(e.target.checked)}
              />
              <span>{t('takerAgrees')}</span>
            </label>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={busy || !from || !to}
            onClick={() =>
              act({ type: 'extra', from, to, takerAgrees: house.extras === 'mandatory' || takerAgrees })
            }
          >
            {t('recordExtra')}
          </button>
        </div>
      ) : null}
      {house.deals ? (
        <div className={styles.inlineFields}>
          <label>
            {t('dealMember')}
            <select value={member} onChange={(e) => setMember(e.target.value)}>
              {choose}
              {inGame.map((m) => (
                <option key={m.player} value={m.player}>
                  {nameOf(names, m.player)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('dealPoints', { box: nameOf(names, g.box) })}
            <input
              inputMode="numeric"
              size={4}
              value={points}
              aria-describedby="deal-points-hint"
              onChange={(e) => setPoints(e.target.value)}
            />
          </label>
          <small id="deal-points-hint" className="hint">
            {t('dealPointsHint')}
          </small>
          <label className="check">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <span>{t('dealAgreed')}</span>
          </label>
          <button
            type="button"
            className="button"
            disabled={busy || !member || !whole}
            onClick={() =>
              act({
                type: 'deal',
                terms: [{ member, points: Number(points.trim()) }],
                agreedBy: agreed ? [member] : [],
              })
            }
          >
            {t('recordDeal')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

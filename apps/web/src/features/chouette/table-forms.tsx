'use client';

/**
 * The forms of a chouette table that are not a single button: the dice of the order roll entered from a
 * physical board, starting a game, calling a partner, seating a club member (scorekeeper), and the
 * scorekeeper's record of a game's result (with the house rules' extras and deals, table-house-forms.tsx).
 * They only collect input; TableView sends it to the API.
 */
import { GAME_KINDS, WIN_KINDS } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { GameKind, WinKind } from '@/gql/graphql';
import type { ChouetteIntent } from './actions';
import { clubMembersAction } from './members';
import { HouseRuleActions } from './table-house-forms';
import styles from './chouette.module.css';
import { type ChouetteView, nameOf } from './view';

export function OrderDiceForm({ onSubmit, busy }: { onSubmit: (dice: number[]) => void; busy: boolean }) {
  const t = useTranslations('chouette');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  return (
    <span className={styles.inlineFields}>
      <label>
        {t('scorekeeper.die1')}
        <input inputMode="numeric" size={2} value={a} onChange={(e) => setA(e.target.value)} />
      </label>
      <label>
        {t('scorekeeper.die2')}
        <input inputMode="numeric" size={2} value={b} onChange={(e) => setB(e.target.value)} />
      </label>
      <button
        type="button"
        className="button"
        disabled={busy || !a || !b}
        onClick={() => onSubmit([Number(a), Number(b)])}
      >
        {t('scorekeeper.enterDice')}
      </button>
    </span>
  );
}

export function StartGame({
  view,
  busy,
  onStart,
}: {
  view: ChouetteView;
  busy: boolean;
  onStart: (cube?: number) => void;
}) {
  const t = useTranslations('chouette');
  const [cube, setCube] = useState('1');
  const auto = view.mode === 'SCOREKEEPER' && view.options.autoDoubles;
  const values: number[] = [];
  for (let v = 1; v <= view.options.autoDoublesCap; v *= 2) values.push(v);
  return (
    <>
      {auto ? (
        <label>
          {t('scorekeeper.initialCube')}{' '}
          <select value={cube} onChange={(e) => setCube(e.target.value)}>
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="button primary"
        disabled={busy}
        onClick={() => onStart(auto && cube !== '1' ? Number(cube) : undefined)}
      >
        {t('actions.startGame')}
      </button>
    </>
  );
}

export function PartnerForm({
  view,
  names,
  busy,
  onCall,
}: {
  view: ChouetteView;
  names: Map<string, string>;
  busy: boolean;
  onCall: (partner: string | null) => void;
}) {
  const t = useTranslations('chouette');
  const candidates = view.line.slice(2);
  const [partner, setPartner] = useState(view.partner ?? '');
  return (
    <>
      <label>
        {t('partner.label')}{' '}
        <select value={partner} onChange={(e) => setPartner(e.target.value)}>
          <option value="">{t('partner.none')}</option>
          {candidates.map((p) => (
            <option key={p} value={p}>
              {nameOf(names, p)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" disabled={busy} onClick={() => onCall(partner || null)}>
        {t('partner.call')}
      </button>
    </>
  );
}

/** Scorekeeper: the organiser seats the club's members who play at the physical board. */
export function SeatPlayer({
  view,
  busy,
  act,
}: {
  view: ChouetteView;
  busy: boolean;
  act: (i: ChouetteIntent) => void;
}) {
  const t = useTranslations('chouette');
  const [members, setMembers] = useState<{ id: string; displayName: string }[] | null>(null);
  const [player, setPlayer] = useState('');
  useEffect(() => {
    let active = true;
    void clubMembersAction(view.clubId).then((r) => {
      if (active && r.ok) setMembers(r.value);
    });
    return () => {
      active = false;
    };
  }, [view.clubId]);
  const seated = new Set(view.players.filter((p) => p.present).map((p) => p.user.id));
  const free = (members ?? []).filter((m) => !seated.has(m.id));
  return (
    <div className={styles.decision} data-testid="seat-player">
      <label>
        {t('scorekeeper.seat')}{' '}
        <select value={player} onChange={(e) => setPlayer(e.target.value)}>
          <option value="">{t('scorekeeper.choose')}</option>
          {free.map((m) => (
            <option key={m.id} value={m.id}>
              {m.displayName}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={busy || !player}
        onClick={() => act({ type: 'join', player })}
      >
        {t('scorekeeper.seatButton')}
      </button>
    </div>
  );
}

/** Scorekeeper: what happened at the physical board, one decision at a time, then the result. */
export function ScorekeeperGame({
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
  const t = useTranslations('chouette');
  const tp = useTranslations('play');
  const g = view.game;
  const [doubler, setDoubler] = useState('');
  const [resigner, setResigner] = useState('');
  const [resignKind, setResignKind] = useState<WinKind>('single');
  const [winner, setWinner] = useState<'box' | 'team'>('box');
  const [kind, setKind] = useState<GameKind>('single');
  if (!g) return null;
  const inGame = g.members.filter((m) => m.inGame);
  const kinds = view.options.profile === 'traditional' ? GAME_KINDS : GAME_KINDS.slice(0, 3);
  return (
    <div className={styles.decisions} data-testid="scorekeeper">
      {view.options.cube ? (
        <div className={styles.inlineFields}>
          <label>
            {t('scorekeeper.teamDouble')}
            <select value={doubler} onChange={(e) => setDoubler(e.target.value)} name="doubler">
              <option value="">{t('scorekeeper.choose')}</option>
              {inGame.map((m) => (
                <option key={m.player} value={m.player}>
                  {nameOf(names, m.player)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={busy || !doubler}
            onClick={() => act({ type: 'declare', double: true, player: doubler })}
          >
            {t('scorekeeper.recordDouble')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => act({ type: 'boxDouble' })}>
            {t('scorekeeper.boxDouble', { name: nameOf(names, g.box) })}
          </button>
        </div>
      ) : null}
      <div className={styles.inlineFields}>
        <label>
          {t('scorekeeper.resigner')}
          <select value={resigner} onChange={(e) => setResigner(e.target.value)}>
            <option value="">{t('scorekeeper.choose')}</option>
            <option value={g.box}>{nameOf(names, g.box)}</option>
            {inGame.map((m) => (
              <option key={m.player} value={m.player}>
                {nameOf(names, m.player)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('resign.kind')}
          <select value={resignKind} onChange={(e) => setResignKind(e.target.value as WinKind)}>
            {WIN_KINDS.map((k) => (
              <option key={k} value={k}>
                {tp(`result.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          disabled={busy || !resigner}
          onClick={() => act({ type: 'resign', kind: resignKind, player: resigner })}
        >
          {t('scorekeeper.recordResign')}
        </button>
      </div>
      <div className={styles.inlineFields}>
        <label>
          {t('scorekeeper.winner')}
          <select value={winner} onChange={(e) => setWinner(e.target.value as 'box' | 'team')} name="winner">
            <option value="box">{t('scorekeeper.boxWins', { name: nameOf(names, g.box) })}</option>
            <option value="team">
              {t('scorekeeper.teamWins', { name: nameOf(names, g.actingCaptain) })}
            </option>
          </select>
        </label>
        <label>
          {t('scorekeeper.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as GameKind)} name="kind">
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => act({ type: 'endGame', winner, kind })}
        >
          {t('scorekeeper.recordResult')}
        </button>
      </div>
      <HouseRuleActions view={view} names={names} busy={busy} act={act} />
    </div>
  );
}

'use client';

/**
 * What the table waits for from the viewer, as buttons and forms: the play or suggestion being made on the
 * board, the captain's choice among suggestions, each decision the API lists for the viewer (or, for the
 * organiser recording a physical board, for anybody), joining, resigning, leaving and ending the session.
 */
import { type CheckerMove, WIN_KINDS } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { WinKind } from '@/gql/graphql';
import type { ChouetteIntent } from './actions';
import styles from './chouette.module.css';
import type { TableModel } from './table';
import { OrderDiceForm, PartnerForm, ScorekeeperGame, SeatPlayer, StartGame } from './table-forms';
import { type ChouetteView, type Waiting, nameOf, playInput } from './view';

type Act = (intent: ChouetteIntent) => void;

function ActButton({
  label,
  intent,
  primary = false,
  busy,
  act,
}: {
  label: string;
  intent: ChouetteIntent;
  primary?: boolean;
  busy: boolean;
  act: Act;
}) {
  return (
    <button
      type="button"
      className={primary ? 'button primary' : 'button'}
      disabled={busy}
      onClick={() => act(intent)}
    >
      {label}
    </button>
  );
}

export function TableDecisions({
  view,
  viewerId,
  model,
  moves,
  busy,
  act,
  onUndo,
}: {
  view: ChouetteView;
  viewerId: string;
  model: TableModel;
  /** The viewer's checker moves not yet sent. */
  moves: readonly CheckerMove[];
  busy: boolean;
  act: Act;
  onUndo: () => void;
}) {
  const t = useTranslations('chouette');
  const tp = useTranslations('play');
  const [resignKind, setResignKind] = useState<WinKind>('single');
  const { game: g, moveRole, turn, names } = model;
  const name = (id: string | null | undefined) => nameOf(names, id);
  const button = (label: string, intent: ChouetteIntent, primary = false) => (
    <ActButton label={label} intent={intent} primary={primary} busy={busy} act={act} />
  );
  const suggestions = g?.suggestions ?? [];
  if (!model.prompt) return null;

  return (
    <section className="card" aria-labelledby="decisions-title" data-testid="actions-panel">
      <h2 id="decisions-title">{model.prompt === 'decide' ? t('decide.title') : t('decide.mayTitle')}</h2>
      <div className={styles.decisions} data-testid="decisions">
        {moveRole !== null && (
          <div className={styles.decision} data-testid={`decision-${moveRole}`}>
            <p>
              {moveRole === 'play'
                ? turn.complete
                  ? tp('status.complete')
                  : t('decide.play', { dice: (g?.dice ?? []).join('-') })
                : t('decide.suggest', { captain: name(g?.actingCaptain) })}
            </p>
            <button
              type="button"
              className="button primary"
              disabled={!turn.complete || busy}
              onClick={() => act({ type: moveRole, moves: playInput(moves) })}
            >
              {moveRole === 'play' ? tp('controls.confirm') : t('actions.suggest')}
            </button>
            <button type="button" className="button" disabled={moves.length === 0 || busy} onClick={onUndo}>
              {tp('controls.undo')}
            </button>
          </div>
        )}
        {moveRole === 'play' && suggestions.length > 0 && (
          <div className={styles.suggestions} data-testid="suggestions">
            <p>{t('suggestions.title')}</p>
            {suggestions.map((s) => (
              <div key={s.player} className={styles.decision}>
                <span>{t('suggestions.line', { name: name(s.player), play: s.notation })}</span>
                {button(t('actions.confirmSuggestion', { name: name(s.player) }), {
                  type: 'confirmSuggestion',
                  from: s.player,
                })}
              </div>
            ))}
          </div>
        )}
        {moveRole !== 'play' && suggestions.length > 0 && g?.phase === 'moving' && (
          <ul className="plain-list" data-testid="suggestions">
            {suggestions.map((s) => (
              <li key={s.player}>{t('suggestions.line', { name: name(s.player), play: s.notation })}</li>
            ))}
          </ul>
        )}
        {model.mine.map((w, i) => (
          <Decision
            key={`${w.decision}-${w.player ?? 'table'}-${w.member ?? ''}-${i}`}
            waiting={w}
            view={view}
            viewerId={viewerId}
            model={model}
            busy={busy}
            act={act}
          />
        ))}
        {model.maySeat ? <SeatPlayer view={view} busy={busy} act={act} /> : null}
        {model.mayJoin ? (
          <div className={styles.decision}>{button(t('actions.join'), { type: 'join' }, true)}</div>
        ) : null}
        {model.mayResign && (
          <div className={styles.decision} data-testid="resign">
            <label>
              {t('resign.kind')}{' '}
              <select value={resignKind} onChange={(e) => setResignKind(e.target.value as WinKind)}>
                {WIN_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {tp(`result.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            {button(g?.box === viewerId ? t('resign.box') : t('resign.member'), {
              type: 'resign',
              kind: resignKind,
            })}
          </div>
        )}
        {model.mayLeave ? (
          <div className={styles.decision}>{button(t('actions.leave'), { type: 'leave' })}</div>
        ) : null}
        {model.mayEndSession ? (
          <div className={styles.decision}>{button(t('actions.endSession'), { type: 'endSession' })}</div>
        ) : null}
      </div>
    </section>
  );
}

/** One decision the table waits for, with its buttons (null when the viewer has nothing to do with it). */
function Decision({
  waiting: w,
  view,
  viewerId,
  model,
  busy,
  act,
}: {
  waiting: Waiting;
  view: ChouetteView;
  viewerId: string;
  model: TableModel;
  busy: boolean;
  act: Act;
}): ReactNode {
  const t = useTranslations('chouette');
  const tp = useTranslations('play');
  const { game: g, recorder, proxied, names } = model;
  const name = (id: string | null | undefined) => nameOf(names, id);
  const button = (label: string, intent: ChouetteIntent, primary = false) => (
    <ActButton label={label} intent={intent} primary={primary} busy={busy} act={act} />
  );
  // The organiser recording a physical board, or an away member's proxy, acts for the decision's player.
  const forOther = !!w.player && w.player !== viewerId && (recorder || proxied.has(w.player));
  const who: { player?: string } = forOther && w.player ? { player: w.player } : {};
  const label = (recorder && w.player) || forOther ? `${name(w.player)}: ` : '';
  const memberOffer = (member: string | null | undefined) =>
    g?.members.find((m) => m.player === member)?.offer;
  const wrap = (content: ReactNode, text?: string) => (
    <div className={styles.decision} data-testid={`decision-${w.decision}`} data-player={name(w.player)}>
      {text ? <p>{text}</p> : null}
      {content}
    </div>
  );

  switch (w.decision) {
    case 'rollForOrder':
      return wrap(
        <>
          {button(t('actions.rollForOrder'), { type: 'rollForOrder', ...who }, true)}
          {recorder ? (
            <OrderDiceForm onSubmit={(dice) => act({ type: 'rollForOrder', dice, ...who })} busy={busy} />
          ) : null}
        </>,
        recorder ? t('scorekeeper.orderFor', { name: name(w.player) }) : undefined,
      );
    case 'startGame':
      return wrap(
        <StartGame
          view={view}
          busy={busy}
          onStart={(initialCube) => act({ type: 'startGame', initialCube })}
        />,
      );
    case 'callPartner':
      return wrap(
        <PartnerForm
          view={view}
          names={names}
          busy={busy}
          onCall={(partner) => act({ type: 'callPartner', partner, ...who })}
        />,
        `${label}${t('partner.help', { threshold: view.options.partnerThreshold })}`,
      );
    case 'openingRoll':
      return wrap(button(t('actions.openingRoll'), { type: 'roll' }, true));
    case 'roll':
      return wrap(
        <>
          {button(tp('controls.roll'), { type: 'roll' }, true)}
          {w.actions.includes('boxDouble')
            ? button(t('actions.boxDouble'), { type: 'boxDouble', ...who })
            : null}
        </>,
      );
    case 'double': {
      const m = g?.members.find((x) => x.player === w.player);
      return wrap(
        button(`${label}${t('actions.double', { value: (m?.cubeValue ?? 1) * 2 })}`, {
          type: 'declare',
          double: true,
          ...who,
        }),
      );
    }
    case 'declareDouble':
      return wrap(
        <>
          {button(
            t('actions.double', {
              value: (g?.members.find((x) => x.player === w.player)?.cubeValue ?? 1) * 2,
            }),
            { type: 'declare', double: true, ...who },
            true,
          )}
          {button(t('actions.noDouble'), { type: 'declare', double: false, ...who })}
        </>,
        `${label}${t('decide.declare')}`,
      );
    case 'answerDouble': {
      const offer = memberOffer(w.member);
      const value = offer?.value ?? 2;
      if (w.actions.includes('boxAnswer')) {
        const member = name(w.member);
        const boxAnswer = (answer: 'take' | 'drop' | 'beaver'): ChouetteIntent => ({
          type: 'boxAnswer',
          member: w.member ?? '',
          answer,
          ...who,
        });
        return wrap(
          <>
            {button(t('actions.takeOf', { name: member }), boxAnswer('take'), true)}
            {button(t('actions.dropOf', { name: member }), boxAnswer('drop'))}
            {view.options.beaver
              ? button(t('actions.beaverOf', { name: member }), boxAnswer('beaver'))
              : null}
          </>,
          `${label}${t('decide.boxAnswer', { name: member, value })}`,
        );
      }
      return wrap(
        <>
          {button(t('actions.take'), { type: 'memberAnswer', answer: 'take', ...who }, true)}
          {button(t('actions.drop'), { type: 'memberAnswer', answer: 'drop', ...who })}
          {view.options.beaver
            ? button(t('actions.beaver'), { type: 'memberAnswer', answer: 'beaver', ...who })
            : null}
        </>,
        `${label}${t('decide.memberAnswer', { box: name(g?.box), value })}`,
      );
    }
    case 'answerBeaver': {
      const offer = memberOffer(w.member);
      const member = w.member ?? '';
      return wrap(
        <>
          {button(t('actions.acceptBeaver'), { type: 'beaverAnswer', member, answer: 'take', ...who }, true)}
          {view.options.beaverRefusal
            ? button(t('actions.refuseBeaver'), { type: 'beaverAnswer', member, answer: 'refuse', ...who })
            : null}
          {view.options.raccoon
            ? button(t('actions.raccoon'), { type: 'beaverAnswer', member, answer: 'raccoon', ...who })
            : null}
        </>,
        `${label}${t('decide.beaver', { name: name(w.member), value: offer?.value ?? 4 })}`,
      );
    }
    case 'answerResignation': {
      const r = g?.resignation;
      return wrap(
        <>
          {button(t('actions.acceptResignation'), { type: 'answerResignation', accept: true, ...who }, true)}
          {button(t('actions.rejectResignation'), { type: 'answerResignation', accept: false, ...who })}
        </>,
        `${label}${t('decide.resignation', { name: name(r?.by), kind: tp(`result.kinds.${r?.kind ?? 'single'}`) })}`,
      );
    }
    case 'recordResult':
      return wrap(<ScorekeeperGame view={view} names={names} busy={busy} act={act} />);
    default:
      return null;
  }
}

'use client';

/**
 * The board of the game in progress at a chouette table: who is on roll (box or team), the checkers with the
 * viewer's moves so far, and the pip counts. The team plays side 1, so a team member sees the board from
 * that side.
 */
import { useTranslations } from 'next-intl';
import { Board } from '@/features/play/board';
import { destinations, sources } from '@/features/play/controller';
import play from '@/features/play/play.module.css';
import type { TableModel } from './table';
import { type ChouetteGameView, type ChouetteView, diceShowOf, nameOf } from './view';

export function TableBoard({
  view,
  game: g,
  model,
  selected,
  canMove,
  onSelect,
  onMove,
}: {
  view: ChouetteView;
  game: ChouetteGameView;
  model: TableModel;
  selected: number | null;
  /** The viewer plays or suggests now (and nothing is being sent). */
  canMove: boolean;
  onSelect: (from: number | null) => void;
  onMove: (from: number, to: number) => void;
}) {
  const t = useTranslations('chouette');
  const tp = useTranslations('play');
  const { turn, side } = model;
  const name = (id: string | null | undefined) => nameOf(model.names, id);
  return (
    <>
      <div className={play.scoreBar} role="group" aria-label={t('board.label')}>
        <span
          className={play.playerChip}
          data-active={g.turn === 'box' ? 'true' : 'false'}
          data-testid="side-box"
        >
          {t('board.box', { name: name(g.box) })}
        </span>
        <span
          className={play.playerChip}
          data-active={g.turn === 'team' ? 'true' : 'false'}
          data-testid="side-team"
        >
          {t('board.team', { name: name(g.actingCaptain) })}
        </span>
      </div>
      <div className={play.boardWrap}>
        <Board
          board={turn.board}
          viewer={side === 'team' ? 1 : 0}
          numbering={side === 'team' ? 1 : 0}
          mover={canMove ? turn.mover : null}
          sources={canMove ? sources(turn) : []}
          selected={canMove ? selected : null}
          destinations={canMove ? destinations(turn, selected) : []}
          dice={diceShowOf(view, turn)}
          cube={null}
          pieces={(s, count) =>
            tp('board.of', { count, color: s === 0 ? t('board.boxColor') : t('board.teamColor') })
          }
          onSelect={onSelect}
          onMove={onMove}
        />
      </div>
      {g.pips ? (
        <p className={play.pips} data-testid="pips">
          {tp('score.pips')}: {t('board.box', { name: name(g.box) })} <strong>{g.pips[0]}</strong> ·{' '}
          {t('board.teamShort')} <strong>{g.pips[1]}</strong>
        </p>
      ) : null}
    </>
  );
}

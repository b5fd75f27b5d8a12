'use client';

/**
 * The computer's analysis beside the replay: the button that asks for it (again, when an earlier version
 * of the analysis did it) and its progress, then the decision of the step shown (its mark, the equity lost,
 * the best plays or the right cube action), each player's PR with its band, error rate, luck and marks, the
 * match graph and the dice statistics.
 */
import type { Side } from '@gamao/engine';
import { useLocale, useTranslations } from 'next-intl';
import styles from '@/features/play/play.module.css';
import {
  type Decision,
  type MatchAnalysis,
  MARKS_SHOWN,
  decisionAt,
  fixed,
  prBand,
  signed,
} from './analysis';
import { DiceStats } from './dice-stats';
import { EquityGraph } from './equity-graph';
import { MarkBadge } from './marks';
import replay from './replay.module.css';

export type AnalysisStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface AnalysisPanelProps {
  readonly status: AnalysisStatus | null;
  readonly depth: string | null;
  /** Done by an earlier version of the analysis: asking again redoes it. */
  readonly outdated: boolean;
  readonly failure: string | null;
  readonly analysis: MatchAnalysis | null;
  readonly names: readonly [string, string];
  readonly step: number;
  readonly goTo: (step: number) => void;
  /** The visitor may ask for the analysis (a player of the match or a director of its club). */
  readonly canRequest: boolean;
  readonly finished: boolean;
  readonly busy: boolean;
  readonly requestError: string | null;
  readonly onRequest: () => void;
}

export function AnalysisPanel(props: AnalysisPanelProps) {
  const { status, analysis, names, step, goTo } = props;
  const t = useTranslations('replay.analysis');
  const td = useTranslations('replay.dice');
  const decision = decisionAt(analysis, step);
  const waiting = status === 'QUEUED' || status === 'RUNNING';
  return (
    <>
      <section className={styles.card} aria-labelledby="analysis-title" data-testid="analysis">
        <h2 id="analysis-title" className={replay.cardTitle}>
          {t('title')}
        </h2>
        <div role="status" data-testid="analysis-status" data-status={status ?? 'NONE'}>
          {waiting && <p className={replay.progress}>{t(status === 'QUEUED' ? 'queued' : 'running')}</p>}
          {status === 'DONE' && props.depth && (
            <p className={replay.muted}>{t('depth', { depth: props.depth })}</p>
          )}
          {status === 'FAILED' && (
            <p className={styles.error}>{t('failed', { error: props.failure ?? '' })}</p>
          )}
        </div>
        {props.requestError && (
          <p className={styles.error} role="alert">
            {props.requestError}
          </p>
        )}
        {(status === null || status === 'FAILED') &&
          (!props.finished ? (
            <p className={replay.muted}>{t('notFinished')}</p>
          ) : props.canRequest ? (
            <RequestButton label={t('request')} busy={props.busy} onRequest={props.onRequest} />
          ) : (
            <p className={replay.muted}>{t('notAnalysed')}</p>
          ))}
        {status === 'DONE' && props.outdated && (
          <>
            <p className={replay.muted} data-testid="analysis-outdated">
              {t('outdated')}
            </p>
            {props.canRequest && (
              <RequestButton label={t('reanalyse')} busy={props.busy} onRequest={props.onRequest} />
            )}
          </>
        )}
        {analysis && <DecisionView decision={decision} names={names} />}
      </section>
      {analysis && (
        <>
          <PlayerSummaries analysis={analysis} names={names} />
          <section className={styles.card} aria-label={t('graphSection')}>
            <EquityGraph
              graph={analysis.graph}
              matchPlay={analysis.matchLength > 0}
              names={names}
              step={step}
              goTo={goTo}
            />
          </section>
          <section className={styles.card} aria-labelledby="dice-title">
            <h2 id="dice-title" className={replay.cardTitle}>
              {t('diceTitle')}
            </h2>
            {([0, 1] as const).map((side) =>
              analysis.dice[side] ? (
                <DiceStats
                  key={side}
                  stats={analysis.dice[side]}
                  title={td('title', { name: names[side] })}
                  id={`dice-${side}`}
                />
              ) : null,
            )}
          </section>
        </>
      )}
    </>
  );
}

function RequestButton({ label, busy, onRequest }: { label: string; busy: boolean; onRequest: () => void }) {
  const t = useTranslations('replay.analysis');
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.buttonPrimary} onClick={onRequest} disabled={busy}>
        {busy ? t('requesting') : label}
      </button>
    </div>
  );
}

/** The decision of the step shown: what was played, what was best, and the hint panel. */
function DecisionView({ decision, names }: { decision: Decision | null; names: readonly [string, string] }) {
  const t = useTranslations('replay.analysis');
  const locale = useLocale();
  if (!decision) return <p className={replay.muted}>{t('noDecision')}</p>;
  const who = names[decision.side];
  return (
    <div className={replay.decision} data-testid="decision" data-mark={decision.mark}>
      <p>
        <strong>{t(`kind.${decision.kind}`, { name: who })}</strong>{' '}
        {decision.dice && (
          <span className={replay.muted}>
            ({Math.max(...decision.dice)}
            {Math.min(...decision.dice)})
          </span>
        )}
      </p>
      {decision.forced ? (
        <p data-testid="decision-forced">{t('forced', { played: decision.played })}</p>
      ) : (
        <>
          <p data-testid="decision-played">
            {t('played', { played: decision.played })} <MarkBadge mark={decision.mark} />
          </p>
          {decision.error > 0 ? (
            <p data-testid="decision-error">
              {t('lost', { error: fixed(decision.error, 3, locale) })}{' '}
              {decision.mark !== 'none' && <strong>{t(`markName.${decision.mark}`)}</strong>}
            </p>
          ) : (
            <p data-testid="decision-error">{t('best')}</p>
          )}
          {decision.best !== decision.played && (
            <p data-testid="decision-best">{t('bestWas', { best: decision.best })}</p>
          )}
        </>
      )}
      {decision.luck !== null && decision.luck !== undefined && (
        <p className={replay.muted}>
          {t('luck', { luck: signed(decision.luck, locale) })}
          {decision.jokerRank ? ` · ${t(decision.jokerRank)}` : ''}
        </p>
      )}
      {decision.candidates.length > 0 && (
        <div className="table-scroll" role="region" aria-label={t('hints')} tabIndex={0}>
          <table className={`table ${replay.hints}`} data-testid="hints">
            <caption className={replay.caption}>{t('hints')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('play')}</th>
                <th scope="col">{t('equity')}</th>
                <th scope="col">{t('win')}</th>
                <th scope="col">{t('plies')}</th>
              </tr>
            </thead>
            <tbody>
              {decision.candidates.slice(0, 5).map((c, i) => (
                <tr key={c.play} aria-current={c.play === decision.played ? 'true' : undefined}>
                  <td>{i + 1}</td>
                  <td>
                    <code>{c.play}</code>
                  </td>
                  <td className="number">
                    {signed(c.equity, locale)}
                    {i > 0 && (
                      <span className={replay.muted}>
                        {' '}
                        ({signed(c.equity - decision.candidates[0].equity, locale)})
                      </span>
                    )}
                  </td>
                  <td className="number">{fixed(c.win * 100, 1, locale)}%</td>
                  <td className="number">{c.depth ? t('ply', { depth: c.depth }) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {decision.cube && (
        <table className={`table ${replay.hints}`} data-testid="cube-hints">
          <caption className={replay.caption}>{t('cubeHints')}</caption>
          <tbody>
            <tr>
              <th scope="row">{t('noDouble')}</th>
              <td className="number">{signed(decision.cube.noDouble, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{t('doubleTake')}</th>
              <td className="number">{signed(decision.cube.doubleTake, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{t('doublePass')}</th>
              <td className="number">{signed(decision.cube.doublePass, locale)}</td>
            </tr>
            <tr>
              <th scope="row">{t('rightAction')}</th>
              <td data-testid="cube-right">{decision.cube.right}</td>
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Each player's figures: PR and band, error rate, unforced decisions, luck, marks, jokers. */
function PlayerSummaries({ analysis, names }: { analysis: MatchAnalysis; names: readonly [string, string] }) {
  const t = useTranslations('replay.analysis');
  const tb = useTranslations('replay.bands');
  const tm = useTranslations('replay.marks');
  const locale = useLocale();
  const sides: Side[] = [0, 1];
  return (
    <section className={styles.card} aria-labelledby="players-title">
      <h2 id="players-title" className={replay.cardTitle}>
        {t('players')}
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="players-title" tabIndex={0}>
        <table className="table" data-testid="player-summaries">
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              {sides.map((s) => (
                <th scope="col" key={s}>
                  {names[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('pr')}</th>
              {sides.map((s) => (
                <td key={s} data-testid={`pr-${s}`}>
                  <strong>{fixed(analysis.players[s].pr, 1, locale)}</strong>
                  <br />
                  <span className={replay.band}>{tb(prBand(analysis.players[s].pr))}</span>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('errorRate')}</th>
              {sides.map((s) => (
                <td key={s} className="number">
                  {fixed(analysis.players[s].errorRate * 1000, 1, locale)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('unforced')}</th>
              {sides.map((s) => (
                <td key={s} className="number">
                  {analysis.players[s].unforced}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('totalLuck')}</th>
              {sides.map((s) => (
                <td key={s} className="number">
                  {signed(analysis.players[s].luck, locale)}
                </td>
              ))}
            </tr>
            {MARKS_SHOWN.map((m) => (
              <tr key={m}>
                <th scope="row">{tm(m)}</th>
                {sides.map((s) => (
                  <td key={s} className="number" data-testid={`marks-${m}-${s}`}>
                    {analysis.players[s].marks[m]}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('jokersRow')}</th>
              {sides.map((s) => (
                <td key={s} className="number">
                  {analysis.dice[s]?.jokers ?? 0} / {analysis.dice[s]?.antiJokers ?? 0}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {analysis.games.length > 1 && (
        <p className={replay.muted}>
          {t('luckPerGame')}{' '}
          {analysis.games
            .map((g) => `${g.number}: ${signed(g.luck[0], locale)} / ${signed(g.luck[1], locale)}`)
            .join(' · ')}
        </p>
      )}
      <p className={styles.help}>{t('prHelp')}</p>
    </section>
  );
}

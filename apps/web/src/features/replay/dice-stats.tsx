'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DISTINCT_ROLLS, type DiceStatistics, fixed, percent } from './analysis';
import replay from './replay.module.css';

/**
 * A player's dice against the expected: the 21 rolls drawn as bars (observed) with a tick (expected), the
 * verdict in plain words ("too few rolls to judge" below the tests' minimums), each test with its p-value
 * and its Holm-corrected one, what a p-value means, the doubles rate, and the jokers and anti-jokers. The
 * same figures are in a table for screen readers and for reading exact numbers.
 */
export function DiceStats({ stats, title, id }: { stats: DiceStatistics; title: string; id: string }) {
  const t = useTranslations('replay.dice');
  const locale = useLocale();
  const counts = stats.counts.length === DISTINCT_ROLLS.length ? stats.counts : [];
  const expected = stats.expected.length === counts.length ? stats.expected : counts.map(() => 0);
  const top = Math.max(1, ...counts, ...expected);
  const W = 21 * 14;
  const H = 70;
  const doublesRate = stats.rolls > 0 ? stats.doubles / stats.rolls : 0;
  // An analysis served before the tests existed has none: the verdict alone is shown.
  const tests = Array.isArray(stats.tests) ? stats.tests : [];
  return (
    <section className={replay.dice} aria-labelledby={`${id}-title`} data-testid="dice-stats">
      <h3 id={`${id}-title`} className={replay.subTitle}>
        {title}
      </h3>
      {stats.rolls === 0 ? (
        <p className={replay.muted}>{t('none')}</p>
      ) : (
        <>
          <p data-testid="dice-verdict" data-verdict={stats.verdict}>
            {t(`verdict.${stats.verdict}`, { rolls: stats.rolls })}
          </p>
          {tests.length > 0 && (
            <ul className={replay.muted} aria-label={t('tests')} data-testid="dice-tests">
              {tests.map((test) => (
                <li key={test.kind} data-kind={test.kind} data-verdict={test.verdict}>
                  {test.adjustedPValue === null
                    ? t('tooFewLine', { name: t(`test.${test.kind}`), minimum: test.minimumRolls })
                    : t('testLine', {
                        name: t(`test.${test.kind}`),
                        method: t(`method.${test.method}`),
                        p: fixed(test.pValue, 3, locale),
                        adjusted: fixed(test.adjustedPValue, 3, locale),
                        verdict: t(`testVerdict.${test.verdict}`),
                      })}
                </li>
              ))}
            </ul>
          )}
          <p className={replay.muted}>{t('pValueMeaning')}</p>
          <p>
            {t('doubles', {
              doubles: stats.doubles,
              rate: percent(doublesRate, locale),
              expected: fixed(stats.doublesExpected, 1, locale),
            })}{' '}
            {t('jokers', { jokers: stats.jokers, antiJokers: stats.antiJokers })}
          </p>
          {counts.length > 0 && (
            <svg viewBox={`0 0 ${W} ${H + 14}`} className={replay.diceSvg} aria-hidden="true">
              {counts.map((c, i) => {
                const h = (c / top) * H;
                const e = (expected[i] / top) * H;
                return (
                  <g key={DISTINCT_ROLLS[i]}>
                    <rect x={i * 14 + 2} y={H - h} width={10} height={h} className={replay.diceBar} />
                    <line
                      x1={i * 14}
                      x2={i * 14 + 14}
                      y1={H - e}
                      y2={H - e}
                      className={replay.diceExpected}
                    />
                    <text x={i * 14 + 7} y={H + 11} className={replay.diceLabel}>
                      {DISTINCT_ROLLS[i]}
                    </text>
                  </g>
                );
              })}
            </svg>
          )}
          {counts.length > 0 && (
            <details>
              <summary>{t('table')}</summary>
              <div className="table-scroll" role="region" aria-label={t('table')} tabIndex={0}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('roll')}</th>
                      <th scope="col">{t('observed')}</th>
                      <th scope="col">{t('expected')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {counts.map((c, i) => (
                      <tr key={DISTINCT_ROLLS[i]}>
                        <th scope="row">{DISTINCT_ROLLS[i]}</th>
                        <td className="number">{c}</td>
                        <td className="number">{fixed(expected[i], 1, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </>
      )}
    </section>
  );
}

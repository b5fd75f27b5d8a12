import { writeFileSync, mkdirSync } from 'fs';
import { randomMatch } from './game.spec';
import { exportMat } from './mat';
it('dump', () => {
  mkdirSync('/tmp/mats', { recursive: true });
  const configs = [
    { length: 5 }, { length: 7 }, { length: 3 }, { length: 0, beaver: true, raccoon: true }, { length: 0, beaver: true, raccoon: true, beaverRefusal: true }, { length: 0 }, { length: 9, crawford: false }, { length: 5, profile: 'traditional' as const }, { length: 3, profile: 'simple' as const }, { length: 0, jacoby: true }, { length: 0, beaver: true }, { length: 11 },
  ];
  const summary: string[] = [];
  for (let seed = 0; seed < 160; seed++) {
    const options = configs[seed % configs.length];
    const { state } = randomMatch(seed, options, 4000);
    writeFileSync(`/tmp/mats/m${seed}.mat`, exportMat(state, { player0Name: 'Ana Maria', player1Name: 'Bia', date: '2026-11-30' }));
    summary.push(`${seed} ${JSON.stringify(options)} score=${state.match.score.join('-')} games=${state.games.length}`);
  }
  writeFileSync('/tmp/mats/summary.txt', summary.join('\n') + '\n');
});

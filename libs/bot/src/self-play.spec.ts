import { seededRandom } from './random';
import { randomPlay } from './baselines';
import { botPlayer, chooserPlayer, gameDice, playMatch } from './self-play';

describe('self-play through the engine', () => {
  it('medium beats random legal play (seeded, 30 games)', () => {
    let wins = 0;
    for (let i = 0; i < 30; i++) {
      const bot = botPlayer('medium', seededRandom(`m${i}`));
      const rnd = chooserPlayer((b, s, d) => randomPlay(b, s, d, seededRandom(`r${i}:${b[0][0]}`)));
      const seat = i % 2;
      const r = playMatch(seat === 0 ? [bot, rnd] : [rnd, bot], gameDice('regression', i));
      if ((seat === 0 ? r.points : -r.points) > 0) wins++;
    }
    expect(wins).toBeGreaterThan(24);
  });

  it('plays a 5-point match with the cube to the end, every action legal', () => {
    const r = playMatch(
      [botPlayer('hard', seededRandom('a')), botPlayer('medium', seededRandom('b'))],
      gameDice('match', 1),
      { length: 5 },
    );
    expect(Math.max(...r.state.match.score)).toBeGreaterThanOrEqual(5);
  });

  it('money games with beavers and raccoons run to the end', () => {
    for (let i = 0; i < 3; i++) {
      const r = playMatch(
        [botPlayer('easy', seededRandom(`e${i}`)), botPlayer('medium', seededRandom(`m${i}`))],
        gameDice('money', i),
        { length: 0, beaver: true, raccoon: true, beaverRefusal: true, jacoby: true },
      );
      expect(Math.abs(r.points)).toBeGreaterThanOrEqual(1);
    }
  });
});

import { logLine } from './log-line';

/** The translator's key and values, so the test reads what the line is made of. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as Parameters<typeof logLine>[0];
const names = new Map([
  ['u-bia', 'Bia'],
  ['u-caio', 'Caio'],
  ['u-dora', 'Dora'],
]);
const entry = (e: Partial<Parameters<typeof logLine>[1]>) =>
  ({
    seq: 9,
    type: 'x',
    player: null,
    actorId: null,
    member: null,
    dice: null,
    detail: null,
    text: '',
    game: 1,
    at: '',
    ...e,
  }) as Parameters<typeof logLine>[1];

describe("the table's history: the house rules' deal and extra", () => {
  it('names the members of a deal with their points, the box paying positive', () => {
    const line = logLine(t, entry({ type: 'deal', player: 'u-bia', detail: 'u-dora:1 u-caio:-2' }), names);
    expect(line).toBe(
      `log.types.deal ${JSON.stringify({ player: 'Bia', member: '—', dice: '', game: 2, detail: 'Dora +1, Caio -2' })}`,
    );
  });

  it('names the dropper and the taker of an extra', () => {
    const line = logLine(t, entry({ type: 'extra', player: 'u-caio', member: 'u-bia' }), names);
    expect(line).toContain('log.types.extra');
    expect(line).toContain('"player":"Caio","member":"Bia"');
  });
});

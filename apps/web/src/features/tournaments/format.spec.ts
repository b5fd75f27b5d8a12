import {
  auditPageOf,
  auditSubject,
  auditWindow,
  byFlight,
  byRound,
  isKnockout,
  lengthOfRound,
  parseMatchLengths,
  placedFlights,
  ratingText,
  matchNamer,
  reportLine,
  roundStages,
  typedInt,
} from './format';

describe('tournament screen helpers', () => {
  it('reads match lengths as directors type them, leaving bad parts for the API to refuse', () => {
    expect(parseMatchLengths('5-5-7-9')).toEqual([5, 5, 7, 9]);
    expect(parseMatchLengths(' 3, 5 ,7 ')).toEqual([3, 5, 7]);
    expect(parseMatchLengths('7')).toEqual([7]);
    expect(parseMatchLengths('')).toEqual([]);
    expect(parseMatchLengths('5-x-7')).toEqual([5, -1, 7]);
    expect(parseMatchLengths('5-2.5')).toEqual([5, -1]);
    expect(typedInt('')).toBe(-1);
    expect(typedInt(' 12 ')).toBe(12);
    // Beyond GraphQL's 32-bit Int the request as a whole would be refused, naming no field.
    expect(typedInt('2147483647')).toBe(2147483647);
    expect(typedInt('99999999999')).toBe(-1);
    expect(parseMatchLengths('5-99999999999')).toEqual([5, -1]);
  });

  it('repeats the last length for later rounds', () => {
    expect([1, 2, 3, 4, 5].map((r) => lengthOfRound([5, 5, 7, 9], r))).toEqual([5, 5, 7, 9, 9]);
    expect(lengthOfRound([], 1)).toBeUndefined();
  });

  it('arranges matches into flights and rounds in play order', () => {
    const m = (flight: 'MAIN' | 'CONSOLATION' | null, round: number, number: number) => ({
      flight,
      round,
      number,
      slot: `${flight}-${round}-${number}`,
    });
    const flights = byFlight([
      m('CONSOLATION', 1, 2),
      m('MAIN', 2, 1),
      m('MAIN', 1, 2),
      m('MAIN', 1, 1),
      m('CONSOLATION', 1, 1),
    ]);
    expect(
      flights.map((f) => [f.flight, f.rounds.map((r) => [r.round, r.matches.map((x) => x.number)])]),
    ).toEqual([
      [
        'MAIN',
        [
          [1, [1, 2]],
          [2, [1]],
        ],
      ],
      ['CONSOLATION', [[1, [1, 2]]]],
    ]);
    expect(byRound([m(null, 3, 1), m(null, 1, 1)]).map((r) => r.round)).toEqual([1, 3]);
  });

  it('shows ratings with one decimal and changes with their sign', () => {
    expect(ratingText(1517.3205, 'en')).toBe('1,517.3');
    expect(ratingText(17.3205, 'en', true)).toBe('+17.32');
    expect(ratingText(-17.3205, 'pt-BR', true)).toBe('-17,32');
  });
});

describe('reportLine', () => {
  const t = (key: string, values: Record<string, string>) =>
    Object.keys(values).length ? `${key}(${Object.values(values).join('|')})` : key;
  const names = new Map([
    ['a', 'Ana'],
    ['b', 'Bia'],
  ]);

  it('names the winner and the reporter, with the outcome and the score', () => {
    expect(
      reportLine(
        t,
        { slot: 'main-r1-m1', winnerId: 'a', outcome: 'PLAYED', score: [3, 1], reportedById: 'b' },
        names,
        (slot) => (slot === 'main-r1-m1' ? 'Semifinal 1' : '?'),
      ),
    ).toBe('reportLine(Semifinal 1|Ana|outcome.PLAYED|3–1|Bia)');
  });

  it('says a director reported it when the reporter is not a player, and a dash without a score', () => {
    expect(
      reportLine(
        t,
        { slot: 's', winnerId: 'b', outcome: 'WALKOVER', score: null, reportedById: 'z' },
        names,
        () => 'Final',
      ),
    ).toBe('reportLine(Final|Bia|outcome.WALKOVER|—|aDirector)');
  });
});

describe('auditWindow', () => {
  it('shows one page, without neighbours, for a short chain or an empty one', () => {
    expect(auditWindow(37, undefined)).toEqual({
      after: 0,
      page: 1,
      pages: 1,
      previous: null,
      next: null,
      last: 0,
    });
    expect(auditWindow(0, '0')).toEqual({ after: 0, page: 1, pages: 1, previous: null, next: null, last: 0 });
  });

  it('pages a long chain by 100, with the previous, next and last pages', () => {
    expect(auditWindow(250, '100')).toEqual({
      after: 100,
      page: 2,
      pages: 3,
      previous: 0,
      next: 200,
      last: 200,
    });
    expect(auditWindow(250, '0')).toMatchObject({ page: 1, previous: null, next: 100 });
    expect(auditWindow(250, '200')).toMatchObject({ page: 3, previous: 100, next: null });
    expect(auditWindow(200, '100')).toMatchObject({ page: 2, pages: 2, next: null });
  });

  it('turns any address into a page of the chain: past the end, between boundaries, not a number', () => {
    expect(auditWindow(250, '9000').after).toBe(200);
    expect(auditWindow(250, '150').after).toBe(100);
    expect(auditWindow(250, '-5').after).toBe(0);
    expect(auditWindow(250, 'abc').after).toBe(0);
    expect(auditWindow(250, '1.5').after).toBe(0);
  });

  it('finds the page of an entry', () => {
    expect(auditPageOf(1)).toBe(0);
    expect(auditPageOf(100)).toBe(0);
    expect(auditPageOf(101)).toBe(100);
    expect(auditPageOf(250)).toBe(200);
  });
});

describe('matchNamer', () => {
  const line = (slot: string, flight: 'MAIN' | 'CONSOLATION', round: number, number: number) => ({
    slot,
    flight,
    group: null,
    round,
    number,
    state: 'READY',
  });
  const draw = [
    line('main-r1-m1', 'MAIN', 1, 1),
    line('main-r1-m2', 'MAIN', 1, 2),
    line('main-r2-m1', 'MAIN', 2, 1),
    line('consolation-r1-m1', 'CONSOLATION', 1, 1),
  ];

  it('names a four-player knockout: two semi-finals and the final, in the page language', () => {
    const pt = matchNamer('SINGLE_ELIMINATION', draw, 'pt-BR');
    expect(draw.map((m) => pt(m.slot))).toEqual([
      'Semifinal 1',
      'Semifinal 2',
      'Final',
      'Consolação – Final',
    ]);
    expect(pt('consolation-r1-m1', { flight: false })).toBe('Final');
    expect(pt.stage('main-r1-m2')).toBe('semiFinal');
    expect(matchNamer('SINGLE_ELIMINATION', draw, 'en')('main-r1-m2')).toBe('Semi-final 2');
    // A slot outside the draw is never shown as its id.
    expect(pt('main-r9-m9')).toBe('?');
  });

  it('names Swiss tables and byes', () => {
    const swiss = matchNamer(
      'SWISS',
      [
        { slot: 'swiss-r2-t1', flight: null, group: null, round: 2, number: 1, state: 'READY' },
        { slot: 'swiss-r2-bye', flight: null, group: null, round: 2, number: 2, state: 'BYE' },
      ],
      'pt-BR',
    );
    expect(swiss('swiss-r2-t1')).toBe('Rodada 2 – Mesa 1');
    expect(swiss('swiss-r2-bye')).toBe('Rodada 2 – Folga');
  });
});

describe('a double elimination on the bracket page', () => {
  const line = (
    slot: string,
    flight: 'WINNERS' | 'LOSERS' | 'GRAND_FINAL',
    round: number,
    number: number,
  ) => ({
    slot,
    flight,
    group: null,
    round,
    number,
    state: 'WAITING',
  });
  const draw = [
    line('wb-r1-m1', 'WINNERS', 1, 1),
    line('wb-r1-m2', 'WINNERS', 1, 2),
    line('wb-r2-m1', 'WINNERS', 2, 1),
    line('lb-r1-m1', 'LOSERS', 1, 1),
    line('lb-r2-m1', 'LOSERS', 2, 1),
    line('gf-m1', 'GRAND_FINAL', 1, 1),
    line('gf-m2', 'GRAND_FINAL', 2, 1),
  ];

  it("shows the winners' bracket, the losers' bracket and the grand final with its reset, named in pt-BR and English", () => {
    expect(
      byFlight(draw).map((f) => `${f.flight}: ${f.rounds.map((r) => r.matches.length).join('+')}`),
    ).toEqual(['WINNERS: 2+1', 'LOSERS: 1+1', 'GRAND_FINAL: 1+1']);
    const pt = matchNamer('DOUBLE_ELIMINATION', draw, 'pt-BR');
    expect(pt('wb-r2-m1')).toBe('Chave dos vencedores – Final');
    expect(pt('lb-r2-m1', { flight: false })).toBe('Final');
    expect(pt('gf-m2')).toBe('Grande final – Desempate');
    expect(pt.stage('gf-m1')).toBe('grandFinal');
    expect(matchNamer('DOUBLE_ELIMINATION', draw, 'en')('lb-r1-m1')).toBe(
      "Losers' bracket – Round 1 – Match 1",
    );
    expect(isKnockout('DOUBLE_ELIMINATION') && !isKnockout('SWISS')).toBe(true);
    // Placed as a whole; a single elimination per flight.
    expect(placedFlights('DOUBLE_ELIMINATION', draw)).toEqual(['GRAND_FINAL']);
    expect(placedFlights('SINGLE_ELIMINATION', [{ flight: 'MAIN' }, { flight: 'CONSOLATION' }])).toEqual([
      'MAIN',
      'CONSOLATION',
    ]);
  });
});

describe('roundStages', () => {
  it("names each knockout round's stage, per flight", () => {
    const line = (slot: string, flight: 'MAIN' | 'CONSOLATION', round: number, number: number) => ({
      slot,
      flight,
      group: null,
      round,
      number,
      state: 'READY',
    });
    const draw = [
      ...[1, 2, 3, 4].map((n) => line(`main-r1-m${n}`, 'MAIN', 1, n)),
      line('main-r2-m1', 'MAIN', 2, 1),
      line('main-r2-m2', 'MAIN', 2, 2),
      line('main-r3-m1', 'MAIN', 3, 1),
      line('consolation-r1-m1', 'CONSOLATION', 1, 1),
    ];
    const namer = matchNamer('SINGLE_ELIMINATION', draw, 'pt-BR');
    expect(Object.fromEntries(roundStages(draw, namer, 'MAIN'))).toEqual({
      1: 'quarterFinal',
      2: 'semiFinal',
      3: 'final',
    });
    expect(Object.fromEntries(roundStages(draw, namer, 'CONSOLATION'))).toEqual({ 1: 'final' });
  });
});

describe('auditSubject', () => {
  const namer = matchNamer(
    'SINGLE_ELIMINATION',
    [
      { slot: 'main-r1-m1', flight: 'MAIN', group: null, round: 1, number: 1, state: 'READY' },
      { slot: 'main-r1-m2', flight: 'MAIN', group: null, round: 1, number: 2, state: 'READY' },
      { slot: 'main-r2-m1', flight: 'MAIN', group: null, round: 2, number: 1, state: 'WAITING' },
    ],
    'pt-BR',
  );
  const names = new Map([['u1', 'Ana']]);
  const round = (r: number) => `Rodada ${r}`;

  it('writes a match, a member and a round as people read them, never an internal id', () => {
    expect(auditSubject('match:main-r1-m2', namer, names, round)).toBe('Semifinal 2');
    expect(auditSubject('user:u1', namer, names, round)).toBe('Ana');
    expect(auditSubject('round:3', namer, names, round)).toBe('Rodada 3');
  });

  it('keeps a subject it cannot name as recorded', () => {
    expect(auditSubject('match:0b7c', namer, names, round)).toBe('match:0b7c');
    expect(auditSubject('user:zz', namer, names, round)).toBe('user:zz');
    expect(auditSubject('tournament', namer, names, round)).toBe('tournament');
  });
});

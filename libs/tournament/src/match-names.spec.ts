import { createBracket } from './bracket';
import { createDoubleElimination } from './double-elimination';
import { type NamedLine, matchNames, matchNameText, nameLocale } from './match-names';
import { docMatches } from './tournament-doc';
import { createRoundRobin } from './round-robin';
import { createSwiss, pairNextSwissRound } from './swiss';
import { players, value } from './testing';
import type { TournamentDoc } from './tournament-doc';

/** Every line's name as text, by slot, in one language. */
function names(doc: TournamentDoc, locale: 'pt-BR' | 'en' = 'pt-BR', flight = true): Record<string, string> {
  const lines: NamedLine[] = docMatches(doc).map((m) => ({ ...m, bye: m.status === 'bye' && !m.flight }));
  const named = matchNames(doc.format, lines);
  return Object.fromEntries(
    [...named].map(([slot, name]) => [slot, matchNameText(name, locale, { flight })]),
  );
}

describe('matchNames: knockout', () => {
  it('four players: two semi-finals and a final, never "Partida 1" twice', () => {
    const n = names(value(createBracket(players(4), { matchLengths: [5] })));
    expect(n).toEqual({
      'main-r1-m1': 'Semifinal 1',
      'main-r1-m2': 'Semifinal 2',
      'main-r2-m1': 'Final',
    });
    expect(new Set(Object.values(n)).size).toBe(3);
  });

  it('sixteen players: round 1, quarter-finals, semi-finals, final (pt-BR and English)', () => {
    const b = value(createBracket(players(16), { matchLengths: [5] }));
    const pt = names(b);
    expect(pt['main-r1-m2']).toBe('Rodada 1 – Partida 2');
    expect(pt['main-r2-m3']).toBe('Quartas de final 3');
    expect(pt['main-r3-m2']).toBe('Semifinal 2');
    expect(pt['main-r4-m1']).toBe('Final');
    const en = names(b, 'en');
    expect(en['main-r1-m2']).toBe('Round 1 – Match 2');
    expect(en['main-r2-m3']).toBe('Quarter-final 3');
    expect(en['main-r3-m2']).toBe('Semi-final 2');
    expect(en['main-r4-m1']).toBe('Final');
    expect(new Set(Object.values(pt)).size).toBe(15);
  });

  it('byes are lines of round 1 and keep its numbering (5 players in 8)', () => {
    const n = names(value(createBracket(players(5), { matchLengths: [5] })));
    expect(Object.keys(n)).toHaveLength(7);
    expect(n['main-r1-m4']).toBe('Quartas de final 4');
    expect(n['main-r3-m1']).toBe('Final');
  });

  it('feeder flights are named by their own shape, with the flight in front', () => {
    const b = value(
      createBracket(players(8), { matchLengths: [5], consolation: {}, lastChance: { losersBeforeRound: 2 } }),
    );
    const n = names(b);
    expect(n['consolation-r1-m1']).toBe('Consolação – Semifinal 1');
    expect(n['consolation-r2-m1']).toBe('Consolação – Final');
    expect(n['lastChance-r1-m1']).toBe('Última chance – Final');
    expect(names(b, 'en')['consolation-r2-m1']).toBe('Consolation – Final');
    // Inside the flight's own column the flight goes without saying.
    expect(names(b, 'pt-BR', false)['consolation-r2-m1']).toBe('Final');
    expect(new Set(Object.values(n)).size).toBe(Object.keys(n).length);
  });

  it('a round where new losers meet the survivors one to one is not a quarter-final', () => {
    // Consolation fed by the losers of main rounds 1 and 2: 2 matches, then 2 (survivors v newcomers), final.
    const b = value(createBracket(players(8), { matchLengths: [5], consolation: { losersBeforeRound: 3 } }));
    const n = names(b);
    expect(n['consolation-r1-m1']).toBe('Consolação – Rodada 1 – Partida 1');
    expect(n['consolation-r2-m2']).toBe('Consolação – Semifinal 2');
    expect(n['consolation-r3-m1']).toBe('Consolação – Final');
  });

  it('two players: the only match is the final', () => {
    expect(names(value(createBracket(players(2), { matchLengths: [5] })))).toEqual({ 'main-r1-m1': 'Final' });
  });
});

describe('matchNames: Swiss and round robin', () => {
  it('Swiss: round and table, and the bye', () => {
    const s = value(pairNextSwissRound(value(createSwiss(players(5), { matchLengths: [5], rounds: 3 }))));
    const n = names(s);
    expect(n['swiss-r1-t1']).toBe('Rodada 1 – Mesa 1');
    expect(n['swiss-r1-bye']).toBe('Rodada 1 – Folga');
    expect(names(s, 'en')['swiss-r1-t2']).toBe('Round 1 – Table 2');
  });

  it('round robin: the group only when there are several', () => {
    const one = names(value(createRoundRobin(players(4), { matchLengths: [5] })));
    expect(one['rr-g1-r3-m2']).toBe('Rodada 3 – Partida 2');
    const two = value(createRoundRobin(players(6), { matchLengths: [5], groups: 2 }));
    const n = names(two);
    expect(n['rr-g2-r1-m1']).toBe('Grupo 2 – Rodada 1 – Partida 1');
    expect(n['rr-g1-r1-bye']).toBe('Grupo 1 – Rodada 1 – Folga');
    expect(names(two, 'en')['rr-g2-r1-bye']).toBe('Group 2 – Round 1 – Bye');
  });

  it('double elimination: each bracket named from its end, then the grand final and its reset', () => {
    const d = value(createDoubleElimination(players(6), { matchLengths: [5] }));
    const pt = names(d);
    expect(pt['wb-r2-m1']).toBe('Chave dos vencedores – Semifinal 1');
    expect(pt['wb-r3-m1']).toBe('Chave dos vencedores – Final');
    expect(pt['lb-r1-m2']).toBe('Chave dos perdedores – Rodada 1 – Partida 2');
    expect(pt['lb-r4-m1']).toBe('Chave dos perdedores – Final');
    expect(pt['gf-m1']).toBe('Grande final');
    expect(pt['gf-m2']).toBe('Grande final – Desempate');
    const en = names(d, 'en');
    expect(en['lb-r4-m1']).toBe("Losers' bracket – Final");
    expect(en['gf-m2']).toBe('Grand final – Reset');
    expect(names(d, 'pt-BR', false)['wb-r3-m1']).toBe('Final');
    expect(new Set(Object.values(pt)).size).toBe(Object.keys(pt).length);
  });

  it('nameLocale: Portuguese of any region, else English', () => {
    expect(nameLocale('pt-BR')).toBe('pt-BR');
    expect(nameLocale('pt')).toBe('pt-BR');
    expect(nameLocale('en')).toBe('en');
    expect(nameLocale('fr')).toBe('en');
  });
});

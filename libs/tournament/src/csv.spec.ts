import { createBracket, recordBracketResult } from './bracket';
import { bracketCsv, csvField, placingsCsv, roundRobinStandingsCsv, swissStandingsCsv, toCsv } from './csv';
import { bracketPlacings } from './placings';
import { createRoundRobin, recordRoundRobinResult } from './round-robin';
import { roundRobinStandings } from './round-robin-standings';
import { createSwiss, pairNextSwissRound, recordSwissResult } from './swiss';
import { swissStandings } from './swiss-standings';
import { value } from './testing';

describe('RFC 4180', () => {
  it('quotes only fields with a comma, a double quote, CR or LF; doubles inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(7)).toBe('7');
    expect(csvField('Silva, João')).toBe('"Silva, João"');
    expect(csvField('o "Mestre"')).toBe('"o ""Mestre"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('')).toBe('');
  });

  it('writes text a spreadsheet would run as a formula as plain text; numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+55 11')).toBe("'+55 11");
    expect(csvField('-Ana')).toBe("'-Ana");
    expect(csvField('@Ana')).toBe("'@Ana");
    expect(csvField('\tAna')).toBe("'\tAna");
    expect(csvField(-6)).toBe('-6');
    expect(csvField('Ana-Maria')).toBe('Ana-Maria');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('exports', () => {
  const names = { p1: 'Ana "Dados" Souza', p2: 'Bia, a Rápida', p3: 'Cid' };

  it('a bracket: every match with lines, winner, outcome and score', () => {
    let b = value(createBracket(['p1', 'p2', 'p3'], { matchLengths: [3, 5] }));
    b = value(recordBracketResult(b, 'main-r1-m2', { kind: 'played', winner: 'p3', score: [4, 2] }));
    expect(bracketCsv(b, names)).toBe(
      'Flight,Round,Match,Length,Player 1,Player 2,Winner,Outcome,Score\r\n' +
        'main,1,1,3,"Ana ""Dados"" Souza",bye,"Ana ""Dados"" Souza",bye,\r\n' +
        'main,1,2,3,"Bia, a Rápida",Cid,Cid,played,4-2\r\n' +
        'main,2,1,5,"Ana ""Dados"" Souza",Cid,,,\r\n',
    );
    b = value(recordBracketResult(b, 'main-r2-m1', { kind: 'walkover', absent: 'p3' }));
    expect(bracketCsv(b).split('\r\n')[3]).toBe('main,2,1,5,p1,p3,p1,walkover,');
    expect(placingsCsv(value(bracketPlacings(b, 'main')), names)).toBe(
      'Place,Player\r\n1,"Ana ""Dados"" Souza"\r\n2,Cid\r\n3,"Bia, a Rápida"\r\n',
    );
  });

  it('Swiss standings', () => {
    let t = value(
      pairNextSwissRound(value(createSwiss(['p1', 'p2', 'p3'], { rounds: 1, matchLengths: [5] }))),
    );
    t = value(recordSwissResult(t, 'swiss-r1-t1', { kind: 'played', winner: 'p2' }));
    expect(swissStandingsCsv(swissStandings(t), names)).toBe(
      'Rank,Player,Seed,Score,Wins,Losses,Byes,Buchholz,Median Buchholz\r\n' +
        '1,"Bia, a Rápida",2,1,1,0,0,0,0\r\n' +
        '1,Cid,3,1,0,0,1,0,0\r\n' +
        '3,"Ana ""Dados"" Souza",1,0,0,1,0,1,1\r\n',
    );
  });

  it('round-robin standings', () => {
    let t = value(createRoundRobin(['p1', 'p2'], { matchLengths: [5] }));
    t = value(recordRoundRobinResult(t, t.matches[0].id, { kind: 'played', winner: 'p2', score: [5, 3] }));
    expect(roundRobinStandingsCsv(value(roundRobinStandings(t, 1)))).toBe(
      'Rank,Player,Seed,Played,Wins,Losses,Points for,Points against,Point difference\r\n' +
        '1,p2,2,1,1,0,5,3,2\r\n' +
        '2,p1,1,1,0,1,3,5,-2\r\n',
    );
  });
});

import { MAX_MAT_BYTES, matFileProblem, matRefusal, textProblem } from './mat-file';

describe('.mat file checks in the browser', () => {
  it('refuses an empty or too large file', () => {
    expect(matFileProblem({ size: 0 })).toBe('empty');
    expect(matFileProblem({ size: MAX_MAT_BYTES + 1 })).toBe('tooLarge');
    expect(matFileProblem({ size: MAX_MAT_BYTES })).toBeNull();
    expect(matFileProblem({ size: 4200 })).toBeNull();
  });

  it('refuses a binary or blank text', () => {
    expect(textProblem('\u0000\u0001PK')).toBe('notText');
    expect(textProblem('  \n ')).toBe('empty');
    expect(textProblem(' 7 point match\n')).toBeNull();
  });
});

describe('.mat reading in the browser', () => {
  const mat = [
    '; [EventDate "2026.11.30"]',
    '',
    ' 1 point match',
    '',
    ' Game 1',
    ' Ana : 0                        Bia : 0',
    '  1) 31: 8/5 6/5                 52: 13/8 13/11',
    '  2)  Doubles => 2                Drops',
    '      Wins 1 point',
  ];

  it('accepts a match the engine can replay', () => {
    expect(matRefusal(mat.join('\n'))).toBeNull();
  });

  it('refuses an illegal move with its game, line and text', () => {
    const bad = [...mat];
    bad[6] = '  1) 31: 13/1                    52: 13/8 13/11';
    expect(matRefusal(bad.join('\n'))).toMatchObject({
      code: 'MAT_ILLEGAL_MOVE',
      reason: 'illegalMove',
      game: 1,
      line: 7,
      text: '1) 31: 13/1                    52: 13/8 13/11',
    });
  });

  it('refuses text that is not a match', () => {
    expect(matRefusal('hello')).toMatchObject({ reason: 'unreadable' });
  });
});

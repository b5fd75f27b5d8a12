import { MAX_MAT_BYTES, matFileProblem, textProblem } from './mat-file';

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

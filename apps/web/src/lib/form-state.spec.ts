import { ApiError } from './api';
import { refusalState, safeNext } from './form-state';

describe('safeNext', () => {
  it('keeps paths inside the site', () => {
    expect(safeNext('/pt-BR/clubs/join?code=ABCD2345', '/x')).toBe('/pt-BR/clubs/join?code=ABCD2345');
  });

  it('refuses other origins and odd values', () => {
    expect(safeNext('//evil.example/x', '/x')).toBe('/x');
    expect(safeNext('https://evil.example', '/x')).toBe('/x');
    expect(safeNext('/a"onload', '/x')).toBe('/x');
    expect(safeNext(undefined, '/x')).toBe('/x');
  });
});

describe('refusalState', () => {
  it('adds the reasons the API gives to its message (a weak password: why it is easy to guess)', () => {
    const error = new ApiError('Esta senha é fácil de adivinhar.', 'WEAK_PASSWORD', 'password', [
      'Esta é uma senha muito usada.',
      'Use algumas palavras pouco comuns juntas.',
    ]);
    expect(refusalState(error)).toEqual({
      error:
        'Esta senha é fácil de adivinhar. Esta é uma senha muito usada. Use algumas palavras pouco comuns juntas.',
      code: 'WEAK_PASSWORD',
      field: 'password',
    });
  });
});

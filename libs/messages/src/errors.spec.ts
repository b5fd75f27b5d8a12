import en from './errors.en.json';
import ptBR from './errors.pt-BR.json';
import { ERROR_CODES, ERROR_MESSAGES, errorMessage, isErrorCode } from './index';

// The catalogue files as they are (the lint boundary keeps node:fs out of libs/*/src).
const FILES: Record<string, Record<string, unknown>> = { 'pt-BR': ptBR, en };
const file = (language: string) => FILES[language];

describe('the error catalogue', () => {
  it('has the same codes in pt-BR and English, each with a message', () => {
    const ptBR = file('pt-BR');
    const en = file('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    for (const language of ['pt-BR', 'en'] as const) {
      for (const code of ERROR_CODES) {
        const text = ERROR_MESSAGES[language][code];
        expect([language, code, typeof text === 'string' && text.trim().length > 0]).toEqual([
          language,
          code,
          true,
        ]);
      }
    }
  });

  it('names codes in SCREAMING_SNAKE_CASE', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('answers a code in the language asked for, and nothing for an unknown code', () => {
    expect(errorMessage('NOT_YOUR_TURN', 'pt-BR')).toBe('Não é a sua vez.');
    expect(errorMessage('NOT_YOUR_TURN', 'en')).toBe('It is not your turn.');
    expect(errorMessage('NO_SUCH_CODE', 'en')).toBeUndefined();
    // Not fooled by what every object has.
    expect(isErrorCode('constructor')).toBe(false);
    expect(errorMessage('toString', 'pt-BR')).toBeUndefined();
  });
});

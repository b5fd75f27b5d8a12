import { passwordVerdict } from './password-strength';

describe('password strength (zxcvbn-ts, pt-BR and English dictionaries)', () => {
  it('refuses common and breached-style passwords with zxcvbn’s reason, in the caller’s language', () => {
    const pt = passwordVerdict('senha123456', [], 'pt-BR');
    expect(pt).toEqual({ ok: false, reasons: expect.arrayContaining([expect.stringMatching(/senha/i)]) });
    const en = passwordVerdict('password1234', [], 'en');
    expect(en).toEqual({
      ok: false,
      reasons: expect.arrayContaining(['This is similar to a commonly used password.']),
    });
    // A Brazilian football club with a year: common in pt-BR, refused.
    expect(passwordVerdict('flamengo2024', [], 'pt-BR').ok).toBe(false);
  });

  it('refuses a password made of the account’s own e-mail or name', () => {
    const verdict = passwordVerdict('ana.souza@clube.example', ['ana.souza@clube.example', 'Ana'], 'en');
    expect(verdict).toEqual({
      ok: false,
      reasons: expect.arrayContaining([expect.stringMatching(/personal/i)]),
    });
  });

  it('refuses short and overlong passwords before scoring them', () => {
    expect(passwordVerdict('a1b2', [], 'en')).toEqual({
      ok: false,
      reasons: ['Use at least 10 characters.'],
    });
    expect(passwordVerdict('x'.repeat(201), [], 'en').ok).toBe(false);
  });

  it('accepts a passphrase of uncommon words', () => {
    expect(passwordVerdict('correct horse 42', [], 'en')).toEqual({ ok: true });
    expect(passwordVerdict('outra senha forte 99', [], 'pt-BR')).toEqual({ ok: true });
  });
});

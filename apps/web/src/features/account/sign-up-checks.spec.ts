import { MIN_PASSWORD_LENGTH, signUpProblems } from './sign-up-checks';

const ok = { displayName: 'Ana', email: 'ana@example.com', password: 'gamao forte 2026' };

describe('signUpProblems', () => {
  it('finds nothing wrong in a plain sign-up, nor in fields still empty', () => {
    expect(signUpProblems(ok)).toEqual({});
    expect(signUpProblems({ displayName: '', email: '', password: '' })).toEqual({});
  });

  it('flags a three-character password, and accepts one of exactly the minimum length', () => {
    expect(signUpProblems({ ...ok, password: 'abc' })).toEqual({ password: 'passwordShort' });
    expect(signUpProblems({ ...ok, password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) })).toEqual({
      password: 'passwordShort',
    });
    expect(signUpProblems({ ...ok, password: 'x'.repeat(MIN_PASSWORD_LENGTH) })).toEqual({});
    // Counted as a person counts: nine emoji are nine characters, not eighteen.
    expect(signUpProblems({ ...ok, password: '🎲'.repeat(9) })).toEqual({ password: 'passwordShort' });
  });

  it('flags an address that is not one', () => {
    for (const email of [
      'ana',
      'ana@',
      'ana@example',
      '@example.com',
      'ana @example.com',
      'ana@example..com',
    ])
      expect([email, signUpProblems({ ...ok, email })]).toEqual([email, { email: 'emailFormat' }]);
    expect(signUpProblems({ ...ok, email: ' ana.b@clube.com.br ' })).toEqual({});
  });

  it('flags a one-character name, and every problem at once', () => {
    expect(signUpProblems({ displayName: 'A', email: 'x', password: 'abc' })).toEqual({
      displayName: 'nameShort',
      email: 'emailFormat',
      password: 'passwordShort',
    });
  });
});

import { email, freeText, lookupText, MAX_EMAIL_LENGTH, name, password, token } from './text-rules';

const ok = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`refused ${JSON.stringify(value)}`);
  return result.data;
};
const refused = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success;

describe('name', () => {
  const rule = name(2, 10);

  it('trims and normalises to NFC', () => {
    expect(ok(rule, '  Cafe\u0301 ')).toBe('Caf\u00E9');
    expect(ok(rule, 'Zoë 🎲')).toBe('Zoë 🎲');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(ok(rule, '🎲'.repeat(10))).toBe('🎲'.repeat(10));
    expect(refused(rule, '🎲'.repeat(11))).toBe(true);
    expect(refused(rule, 'A')).toBe(true);
    expect(refused(rule, '   A   ')).toBe(true);
  });

  it.each([
    ['NUL', 'An\u0000a'],
    ['a line feed inside', 'An\na'],
    ['a C1 control', 'An\u0085a'],
    ['a lone high surrogate', 'Ana\uD800'],
    ['a lone low surrogate', '\uDC00Ana'],
    ['a right-to-left override', 'Ana\u202Egnp'],
    ['a left-to-right embedding', '\u202AAna'],
    ['a first-strong isolate', 'Ana\u2068x'],
    ['a right-to-left mark', 'Ana\u200F'],
    ['a zero-width space', 'A\u200Bna'],
    ['a zero-width joiner', 'A\u200Dna'],
    ['a word joiner', 'A\u2060na'],
    ['a byte order mark at the start', '\uFEFFAna'],
    ['a line separator at the end', 'Ana\u2028'],
    ['a soft hyphen', 'A\u00ADna'],
    ['a tag character', 'Ana\u{E0041}'],
  ])('refuses %s', (_what, text) => {
    expect(refused(rule, text)).toBe(true);
  });

  it('refuses what is not a string, and a huge string before any work', () => {
    expect(refused(rule, 42)).toBe(true);
    expect(refused(rule, 'x'.repeat(1_000_000))).toBe(true);
  });
});

describe('freeText', () => {
  const rule = freeText(0, 20);

  it('keeps line breaks and tabs, trims and normalises', () => {
    expect(ok(rule, ' power cut\r\n\tat 9 ')).toBe('power cut\r\n\tat 9');
    expect(ok(rule, 'e\u0301')).toBe('\u00E9');
    expect(ok(rule, '')).toBe('');
  });

  it('refuses NUL, other controls, lone surrogates and direction overrides', () => {
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001Bb', 'a\uD83Db', 'a\u202Eb', 'a\u2066b'])
      expect(refused(rule, text)).toBe(true);
    expect(refused(rule, 'x'.repeat(21))).toBe(true);
  });
});

describe('email', () => {
  it('accepts an ordinary address, trimmed', () => {
    expect(ok(email(), ' ana.maria+clube@exemplo.com.br ')).toBe('ana.maria+clube@exemplo.com.br');
  });

  it(`refuses more than ${MAX_EMAIL_LENGTH} characters`, () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(ok(email(), at254)).toBe(at254);
    expect(refused(email(), `${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(true);
    expect(refused(email(), `${'a'.repeat(60)}@${'b'.repeat(240)}.com`)).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of [
      'ana',
      'ana@',
      '@exemplo.com',
      'ana@exemplo',
      'a b@c.com',
      'a@b@c.com',
      'a\u0000@b.com',
    ])
      expect(refused(email(), text)).toBe(true);
    expect(refused(email(), `${'a'.repeat(65)}@exemplo.com`)).toBe(true);
  });
});

describe('tokens, lookups and passwords', () => {
  it('token: printable ASCII without spaces, trimmed, bounded', () => {
    expect(ok(token(8), ' ABCD2345 ')).toBe('ABCD2345');
    expect(refused(token(8), 'ABCD23456')).toBe(true);
    expect(refused(token(8), 'AB CD')).toBe(true);
    expect(refused(token(8), 'AB\u0000')).toBe(true);
  });

  it('lookupText: as typed, without controls or lone surrogates', () => {
    expect(ok(lookupText(20), 'no such code!')).toBe('no such code!');
    expect(refused(lookupText(20), 'a\u0000')).toBe(true);
    expect(refused(lookupText(20), 'a\uD800')).toBe(true);
  });

  it('password: bounded, never trimmed', () => {
    expect(ok(password(), ' secret ')).toBe(' secret ');
    expect(refused(password(), 'x'.repeat(1025))).toBe(true);
  });
});

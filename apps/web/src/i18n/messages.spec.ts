import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, ERROR_MESSAGES } from '@gamao/messages';
import format, { type CompiledMessage } from 'icu-minify/format';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { loadMessages } from './messages';

const dir = path.join(__dirname, '..', '..', 'messages');

/** Every key path of a message tree, e.g. "home.status.online". */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** What next-intl hands the compiled-message formatter. */
const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

describe('messages', () => {
  const files = readdirSync(path.join(dir, DEFAULT_LOCALE)).sort();

  it.each(LOCALES)('%s has the same files and keys as pt-BR, none empty', (locale) => {
    expect(readdirSync(path.join(dir, locale)).sort()).toEqual(files);
    for (const file of files) {
      const base = JSON.parse(readFileSync(path.join(dir, DEFAULT_LOCALE, file), 'utf8'));
      const other = JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8'));
      expect([file, keys(other).sort()]).toEqual([file, keys(base).sort()]);
      for (const key of keys(other)) {
        const value: unknown = key
          .split('.')
          .reduce((node: Record<string, unknown>, k) => node[k] as Record<string, unknown>, other);
        expect([file, key, typeof value === 'string' && value.trim().length > 0]).toEqual([file, key, true]);
      }
    }
  });

  it('leaves the texts of error codes to the catalogue (@gamao/messages), merged in as `errors`', () => {
    const codes = new Set<string>(ERROR_CODES);
    for (const file of files) {
      const tree = JSON.parse(readFileSync(path.join(dir, DEFAULT_LOCALE, file), 'utf8'));
      const redefined = keys(tree).filter((key) => key.split('.').some((part) => codes.has(part)));
      expect([file, 'errors' in tree, redefined]).toEqual([file, false, []]);
    }
  });

  it.each(LOCALES)(
    '%s: the error catalogue is merged in compiled, and formats back to its texts',
    async (locale) => {
      const { errors } = (await loadMessages(locale)) as { errors: Record<string, CompiledMessage> };
      expect(Object.keys(errors).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) {
        expect([code, format(errors[code], locale, undefined, { formatters })]).toEqual([
          code,
          ERROR_MESSAGES[locale][code],
        ]);
      }
    },
  );

  it('lists every message file in the loader', () => {
    const loader = readFileSync(path.join(__dirname, 'messages.ts'), 'utf8');
    for (const file of files) expect(loader).toContain(`'${file.replace('.json', '')}'`);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@gamao/messages';
import { DEFAULT_LOCALE, LOCALES } from './locales';

const dir = path.join(__dirname, '..', '..', 'messages');

/** Every key path of a message tree, e.g. "home.status.online". */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

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
    const loader = readFileSync(path.join(__dirname, 'messages.ts'), 'utf8');
    expect(loader).toContain('errors: ERROR_MESSAGES[locale]');
  });

  it('lists every message file in the loader', () => {
    const loader = readFileSync(path.join(__dirname, 'messages.ts'), 'utf8');
    for (const file of files) expect(loader).toContain(`'${file.replace('.json', '')}'`);
  });
});

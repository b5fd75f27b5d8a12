import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NOTIFICATION_KINDS,
  badgeText,
  localHref,
  notificationSentence,
  wantsBrowserNotification,
} from './notification-text';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `../../../messages/${locale}/notifications.json`), 'utf8'))
    .notifications as { kinds: Record<string, string>; preferences: { kinds: Record<string, string> } };

const messages: Record<string, string> = {
  someone: 'Alguém',
  'kinds.CHALLENGE_ACCEPTED': '{actor} aceitou seu desafio',
  'kinds.RESULT_TO_CONFIRM': '{actor} informou um resultado no {tournament}: confirme',
  'kinds.RESULT_DISPUTE_TO_DECIDE':
    '{actor} contestou o resultado informado por {reporter} no {tournament}: decida',
};
const t = (key: string, values: Record<string, string> = {}) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

describe('notification texts (pure)', () => {
  it('writes the sentence from the kind and the facts', () => {
    expect(notificationSentence(t, { kind: 'CHALLENGE_ACCEPTED', payload: { actorName: 'Carla' } })).toBe(
      'Carla aceitou seu desafio',
    );
    expect(
      notificationSentence(t, {
        kind: 'RESULT_TO_CONFIRM',
        payload: { actorName: null, tournamentName: 'Copa' },
      }),
    ).toBe('Alguém informou um resultado no Copa: confirme');
    // The directors read whose result was disputed, not "the result you reported".
    expect(
      notificationSentence(t, {
        kind: 'RESULT_DISPUTE_TO_DECIDE',
        payload: { actorName: 'Davi', reporterName: 'Carla', tournamentName: 'Copa' },
      }),
    ).toBe('Davi contestou o resultado informado por Carla no Copa: decida');
  });

  it("knows every kind of the API's schema, each with its sentence and its preference in both languages", () => {
    const schema = readFileSync(path.join(__dirname, '../../../../api/schema.gql'), 'utf8');
    const kinds = /enum NotificationKind \{([^}]*)\}/.exec(schema)![1].match(/^\s+([A-Z_]+)$/gm)!;
    expect([...NOTIFICATION_KINDS].sort()).toEqual(kinds.map((k) => k.trim()).sort());
    for (const locale of ['pt-BR', 'en']) {
      const { kinds: sentences, preferences } = catalogue(locale);
      for (const kind of NOTIFICATION_KINDS) {
        expect([locale, kind, typeof sentences[kind], typeof preferences.kinds[kind]]).toEqual([
          locale,
          kind,
          'string',
          'string',
        ]);
      }
    }
  });

  it('links stay inside the site, with the locale', () => {
    expect(localHref('pt-BR', '/challenges')).toBe('/pt-BR/challenges');
    expect(localHref('en', '//evil.example')).toBe('/en');
    expect(localHref('en', 'https://evil.example')).toBe('/en');
  });

  it('a browser notification only for a hidden page, with permission, when wanted', () => {
    const news = { browser: true, hasNotification: true, permission: 'granted', visibility: 'hidden' };
    expect(wantsBrowserNotification(news)).toBe(true);
    expect(wantsBrowserNotification({ ...news, visibility: 'visible' })).toBe(false);
    expect(wantsBrowserNotification({ ...news, permission: 'default' })).toBe(false);
    expect(wantsBrowserNotification({ ...news, browser: false })).toBe(false);
    expect(wantsBrowserNotification({ ...news, hasNotification: false })).toBe(false);
  });

  it('the badge shows the count, at most 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

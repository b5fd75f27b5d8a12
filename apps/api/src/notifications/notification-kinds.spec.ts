import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  languageOf,
  links,
  notificationEmail,
  notificationTitle,
  preferenceKey,
  preferenceOf,
} from './notification-kinds';

describe('notification kinds (pure)', () => {
  it('a preference is on unless the user turned it off', () => {
    const chosen = new Map([[preferenceKey('YOUR_TURN', 'EMAIL'), false]]);
    expect(preferenceOf(chosen, 'YOUR_TURN', 'EMAIL')).toBe(false);
    expect(preferenceOf(chosen, 'YOUR_TURN', 'IN_APP')).toBe(true);
    expect(preferenceOf(new Map(), 'ANNOUNCEMENT', 'BROWSER')).toBe(true);
    expect(NOTIFICATION_KINDS).toHaveLength(15);
    expect(NOTIFICATION_CHANNELS).toEqual(['IN_APP', 'BROWSER', 'EMAIL']);
  });

  it('writes each kind in pt-BR and English, from the facts', () => {
    expect(notificationTitle('CHALLENGE_RECEIVED', { actorName: 'Bruno' }, 'pt-BR')).toBe(
      'Bruno desafiou você para uma partida',
    );
    expect(notificationTitle('CHALLENGE_ACCEPTED', { actorName: 'Carla' }, 'en')).toBe(
      'Carla accepted your challenge',
    );
    expect(
      notificationTitle('RESULT_TO_CONFIRM', { actorName: 'Ana', tournamentName: 'Copa' }, 'pt-BR'),
    ).toBe('Ana informou um resultado no Copa: confirme');
    // The reporter and the directors read a dispute each in their own words.
    const dispute = { actorName: 'Davi', reporterName: 'Carla', tournamentName: 'Copa' };
    expect(notificationTitle('RESULT_DISPUTED', dispute, 'en')).toBe(
      'Davi disputed the result you reported in Copa',
    );
    expect(notificationTitle('RESULT_DISPUTE_TO_DECIDE', dispute, 'pt-BR')).toBe(
      'Davi contestou o resultado informado por Carla no Copa: decida',
    );
    expect(notificationTitle('RESULT_DISPUTE_TO_DECIDE', dispute, 'en')).toBe(
      'Davi disputed the result Carla reported in Copa: decide',
    );
    expect(notificationTitle('ANNOUNCEMENT', { title: 'Sexta às 19h' }, 'en')).toBe('Sexta às 19h');
    expect(notificationTitle('CHAT_REPORTED', { actorName: 'Ana' }, 'pt-BR')).toBe(
      'Ana denunciou o chat de uma partida: leia a conversa',
    );
    // Correspondence play: the move's deadline, in UTC, in the reader's words.
    const move = { actorName: 'Bia', deadline: '2026-12-09T15:30:00.000Z' };
    expect(notificationTitle('CORRESPONDENCE_REMINDER', move, 'pt-BR')).toBe(
      'Sua vez contra Bia (correspondência): jogue até 09/12/2026, 15:30 UTC',
    );
    expect(notificationTitle('CORRESPONDENCE_REMINDER', move, 'en')).toBe(
      'Your move against Bia (correspondence): play by 12/9/26, 3:30 PM UTC',
    );
    // Without a name (a deleted account), "someone".
    expect(notificationTitle('YOUR_TURN', {}, 'en')).toBe('Your turn against Someone');
    for (const kind of NOTIFICATION_KINDS)
      for (const language of ['pt-BR', 'en'] as const)
        expect(notificationTitle(kind, { actorName: 'X', tournamentName: 'T' }, language).trim()).not.toBe(
          '',
        );
  });

  it('an e-mail has the link to the site and the unsubscribe link; an announcement carries its message', () => {
    const urls = {
      open: 'https://g.example/pt-BR/challenges',
      unsubscribe: 'https://g.example/pt-BR/unsubscribe?token=abc',
    };
    const mail = notificationEmail('CHALLENGE_RECEIVED', { actorName: 'Bruno' }, 'pt-BR', urls);
    expect(mail.subject).toBe('Bruno desafiou você para uma partida');
    expect(mail.text).toContain(urls.open);
    expect(mail.text).toContain(urls.unsubscribe);
    const note = notificationEmail(
      'ANNOUNCEMENT',
      { actorName: 'Olga', clubName: 'Clube', title: 'Aviso', message: 'Sede fechada amanhã.' },
      'en',
      urls,
    );
    expect(note.subject).toBe('Aviso');
    expect(note.text).toContain('From Olga, Clube:');
    expect(note.text).toContain('Sede fechada amanhã.');
  });

  it('links are paths of the site without the locale; languages default to pt-BR', () => {
    expect(links.match('m1')).toBe('/play/online/m1');
    expect(links.tournamentMatch('t1', 'main-r1-m1')).toBe('/tournaments/t1/matches/main-r1-m1');
    expect(links.chouette('s1')).toBe('/chouette/s1');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('fr')).toBe('pt-BR');
    expect(languageOf(null)).toBe('pt-BR');
  });
});

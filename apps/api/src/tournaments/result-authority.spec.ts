import { mayConfirm, neutralDirector, recordedAtOnce } from './result-authority';

/** Ana (a director) plays Bia; Caio directs and does not play; Davi is a member watching. */
const players = ['ana', 'bia'];
const ana = { viewerId: 'ana', players, director: true };
const bia = { viewerId: 'bia', players, director: false };
const caio = { viewerId: 'caio', players, director: true };
const davi = { viewerId: 'davi', players, director: false };

describe('who settles a tournament result', () => {
  it('records at once only the report of a director who does not play in the match', () => {
    expect(neutralDirector(caio)).toBe(true);
    expect(recordedAtOnce(caio)).toBe(true);
    // Ana directs the club, but this is her own match: her report waits like Bia's.
    expect(neutralDirector(ana)).toBe(false);
    expect(recordedAtOnce(ana)).toBe(false);
    expect(recordedAtOnce(bia)).toBe(false);
    expect(recordedAtOnce(davi)).toBe(false);
  });

  it("lets the reporter's opponent or another director confirm a pending report, never its reporter", () => {
    const anasReport = { reportedById: 'ana', status: 'PENDING' };
    expect(mayConfirm(bia, anasReport)).toBe(true);
    expect(mayConfirm(caio, anasReport)).toBe(true);
    expect(mayConfirm(ana, anasReport)).toBe(false);
    expect(mayConfirm(davi, anasReport)).toBe(false);
    // Bia's report: Ana confirms it as Bia's opponent (a result against herself), Caio as a director.
    const biasReport = { reportedById: 'bia', status: 'PENDING' };
    expect(mayConfirm(ana, biasReport)).toBe(true);
    expect(mayConfirm(caio, biasReport)).toBe(true);
    expect(mayConfirm(bia, biasReport)).toBe(false);
  });

  it('leaves a disputed report to a director who does not play, and a settled one to nobody', () => {
    const disputed = { reportedById: 'bia', status: 'DISPUTED' };
    expect(mayConfirm(caio, disputed)).toBe(true);
    expect(mayConfirm(ana, disputed)).toBe(false);
    expect(mayConfirm(bia, disputed)).toBe(false);
    for (const status of ['CONFIRMED', 'SUPERSEDED']) {
      expect(mayConfirm(caio, { reportedById: 'bia', status })).toBe(false);
      expect(mayConfirm(ana, { reportedById: 'bia', status })).toBe(false);
    }
  });
});

/**
 * A chouette kept as a scorekeeper for a physical board: the organiser records the games, a correction goes to
 * the audit chain.
 */
import { Account, codeOf, startTestApi, TestApi } from '../../test/api';
import {
  checkGame,
  ChouetteClub,
  data,
  JOIN,
  M,
  pointsOf,
  setUpChouetteClub,
  sql,
  sum,
  tableActions,
} from '../../test/chouette-table';

describe('chouette scorekeeper mode (real PostgreSQL, GraphQL over HTTP)', () => {
  let t: TestApi;
  let org: Account;
  let director: Account;
  let spectator: Account;
  let outsider: Account;
  let players: Account[];
  const club = {} as ChouetteClub;
  const { view, open, join, send, ok } = tableActions(club);

  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 100_000 } });
    Object.assign(club, await setUpChouetteClub(t));
    ({ org, director, spectator, outsider, players } = club);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('keeps score for a physical board: three games recorded by the organiser, a correction in the audit chain', async () => {
    const [a, b, c, d] = players;
    const opened = await open({ mode: 'SCOREKEEPER', partnerThreshold: 0 });
    const id = opened.id;
    expect(opened.mode).toBe('SCOREKEEPER');
    await join(opened.code, a);
    await join(opened.code, b);
    expect(codeOf(await b.gql(JOIN, { code: opened.code, player: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await org.gql(JOIN, { code: opened.code, player: outsider.id }))).toBe('NOT_A_MEMBER');
    await join(opened.code, org, { player: c.id });
    let v = await join(opened.code, org, { player: d.id });
    expect(v.viewerRecords).toBe(true);
    // Players do not record; the organiser enters the physical dice.
    expect(codeOf(await send(a, M.rollOrder, id, { player: a.id }))).toBe('FORBIDDEN');
    expect(codeOf(await send(a, M.rollOrder, id))).toBe('FORBIDDEN');
    expect(codeOf(await send(org, M.rollOrder, id, { dice: [6, 6] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await send(org, M.rollOrder, id, { player: a.id, dice: [7, 1] }))).toBe('BAD_USER_INPUT');
    const rolls: [Account, number[]][] = [
      [a, [6, 6]],
      [b, [6, 5]],
      [c, [5, 4]],
      [d, [2, 1]],
    ];
    for (const [p, dice] of rolls) v = await ok(org, M.rollOrder, id, { player: p.id, dice });
    expect(v.line).toEqual([a.id, b.id, c.id, d.id]);
    expect(codeOf(await send(a, M.start, id))).toBe('FORBIDDEN');

    // Game 1: the captain doubles, the box takes; the team wins a single game.
    await ok(org, M.start, id);
    expect(codeOf(await send(b, M.declare, id, { double: true }))).toBe('FORBIDDEN');
    await ok(org, M.declare, id, { double: true, player: b.id });
    await ok(org, M.declare, id, { double: false, player: c.id });
    await ok(org, M.declare, id, { double: false, player: d.id });
    await ok(org, M.boxAnswer, id, { member: b.id, answer: 'take' });
    expect(codeOf(await send(a, M.record, id, { winner: 'team' }))).toBe('FORBIDDEN');
    v = await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    expect(v.line).toEqual([b.id, c.id, d.id, a.id]);
    // Game 2: the box doubles; one member drops, the others take; the box wins a gammon.
    await ok(org, M.start, id);
    await ok(org, M.boxDouble, id);
    await ok(org, M.memberAnswer, id, { answer: 'take', player: c.id });
    await ok(org, M.memberAnswer, id, { answer: 'drop', player: d.id });
    await ok(org, M.memberAnswer, id, { answer: 'take', player: a.id });
    v = await ok(org, M.record, id, { winner: 'box', kind: 'gammon' });
    expect(v.line).toEqual([b.id, d.id, a.id, c.id]);
    // Game 3: the team wins a single game.
    await ok(org, M.start, id);
    v = await ok(org, M.record, id, { winner: 'team', kind: 'single' });
    expect(v.line).toEqual([d.id, a.id, c.id, b.id]);
    let full = await view(id);
    expect(
      full.ledger!.games.map((g) => Object.fromEntries(g.points.map((x) => [x.player, x.points]))),
    ).toEqual([
      { [a.id]: -4, [b.id]: 2, [c.id]: 1, [d.id]: 1 },
      { [b.id]: 9, [c.id]: -4, [d.id]: -1, [a.id]: -4 },
      { [b.id]: -3, [d.id]: 1, [a.id]: 1, [c.id]: 1 },
    ]);
    full.ledger!.games.forEach(checkGame);
    expect(Object.fromEntries(full.ledger!.totals.map((x) => [x.player, x.points]))).toEqual({
      [a.id]: -7,
      [b.id]: 8,
      [c.id]: -2,
      [d.id]: 1,
    });

    // A correction: organiser or director, with a reason; a plain member is refused.
    const delta = {
      game: 0,
      points: [
        { player: a.id, points: 1 },
        { player: b.id, points: -1 },
      ],
    };
    expect(codeOf(await send(c, M.correct, id, { ...delta, reason: 'I think so' }))).toBe('FORBIDDEN');
    expect(codeOf(await send(director, M.correct, id, { ...delta, reason: '' }))).toBe('REASON_REQUIRED');
    expect(
      codeOf(
        await send(director, M.correct, id, {
          game: 0,
          points: [{ player: a.id, points: 1 }],
          reason: 'unbalanced',
        }),
      ),
    ).toBe('INVALID_CORRECTION');
    v = await ok(director, M.correct, id, { ...delta, reason: 'Anotação errada no jogo 1' });
    full = await view(id);
    expect(full.ledger!.games[0].corrections).toEqual([
      expect.objectContaining({
        game: 0,
        by: director.id,
        byUser: { id: director.id, displayName: 'Diretor' },
        reason: 'Anotação errada no jogo 1',
      }),
    ]);
    expect(pointsOf(full.ledger!.games[0].net, a.id)).toBe(-3);
    expect(pointsOf(full.ledger!.totals, a.id)).toBe(-6);
    expect(pointsOf(full.ledger!.totals, b.id)).toBe(7);
    expect(sum(full.ledger!.totals)).toBe(0);
    expect(full.line).toEqual([d.id, a.id, c.id, b.id]);

    // The audit chain of the session: three results and the correction; tampering is detected.
    const VERIFY =
      'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries firstInvalidSeq problem } }';
    const scope = { type: 'CHOUETTE', id };
    const log = data(
      await spectator.gql<{ auditLog: { seq: number; action: string; reason: string | null }[] }>(
        'query($s: AuditScopeInput!) { auditLog(scope: $s) { seq action reason } }',
        { s: scope },
      ),
    ).auditLog;
    expect(log.map((e) => e.action)).toEqual([
      'chouette.game',
      'chouette.game',
      'chouette.game',
      'chouette.correction',
    ]);
    expect(log[3].reason).toBe('Anotação errada no jogo 1');
    expect(data(await spectator.gql(VERIFY, { s: scope }))).toEqual({
      verifyAudit: { valid: true, entries: 4, firstInvalidSeq: null, problem: null },
    });
    expect(codeOf(await outsider.gql(VERIFY, { s: scope }))).toBe('FORBIDDEN');
    // A physical board's dice are on the table: no seed, nothing to verify.
    expect(
      codeOf(
        await spectator.gql('query($id: UUID!) { verifyChouetteDice(chouetteId: $id) { verified } }', { id }),
      ),
    ).toBe('NO_DICE_SEED');
    await sql(
      t.database.url,
      `BEGIN; ALTER TABLE "AuditEntry" DISABLE TRIGGER "AuditEntry_append_only";
       UPDATE "AuditEntry" SET reason = 'nothing happened' WHERE "scopeId" = '${id}' AND seq = 4;
       ALTER TABLE "AuditEntry" ENABLE TRIGGER "AuditEntry_append_only"; COMMIT;`,
    );
    expect(data(await spectator.gql(VERIFY, { s: scope }))).toEqual({
      verifyAudit: { valid: false, entries: 4, firstInvalidSeq: 4, problem: 'CONTENT_CHANGED' },
    });
  });
});

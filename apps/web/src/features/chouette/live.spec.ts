import { chouetteSubscriptionRequest, isOpenTable, shouldReloadTable } from './live';

describe('chouette live feed', () => {
  it('asks, on every (re)subscription, for the events after the latest sequence number shown', () => {
    let seq = 3;
    const request = chouetteSubscriptionRequest('t1', () => seq);
    expect(JSON.parse(JSON.stringify(request.variables))).toEqual({ chouetteId: 't1', afterSeq: 3 });
    seq = 9;
    expect(JSON.parse(JSON.stringify(request.variables))).toEqual({ chouetteId: 't1', afterSeq: 9 });
    expect(request.query).toContain('chouetteUpdated');
  });

  it('reloads for a newer event or a status change, not for one already shown', () => {
    const shown = { seq: 5, status: 'OPEN' as const };
    expect(shouldReloadTable(shown, { seq: 6, status: 'OPEN' })).toBe(true);
    expect(shouldReloadTable(shown, { seq: 5, status: 'OPEN' })).toBe(false);
    expect(shouldReloadTable(shown, { seq: 4, status: 'OPEN' })).toBe(false);
    expect(shouldReloadTable(shown, { seq: 5, status: 'CLOSED' })).toBe(true);
    expect([isOpenTable('OPEN'), isOpenTable('CLOSED')]).toEqual([true, false]);
  });
});

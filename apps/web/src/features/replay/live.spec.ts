import { analysisSubscriptionRequest, isAnalysisPending } from './live';

describe('analysis live feed', () => {
  it('subscribes to the record’s analysisUpdated with the fields the page shows', () => {
    const request = analysisSubscriptionRequest('m:5d2f0c1e-0000-4000-8000-000000000001');
    expect(request.variables).toEqual({ recordId: 'm:5d2f0c1e-0000-4000-8000-000000000001' });
    expect(request.query).toContain('analysisUpdated(recordId: $recordId)');
    expect(request.query).toContain('result');
  });

  it('stays connected only while the analysis is queued or running', () => {
    expect(['QUEUED', 'RUNNING', 'DONE', 'FAILED', null].map((s) => isAnalysisPending(s as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated backend, a refused connection and a pool time-out, however wrapped', () => {
    expect(
      isDatabaseUnavailable({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ message: 'x', originalError: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable({
        message: 'driver error',
        meta: { driverAdapterError: { cause: { code: '08006' } } },
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(
      isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' }),
    ).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

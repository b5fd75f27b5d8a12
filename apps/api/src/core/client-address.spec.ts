import { clientAddress } from './client-address';

describe('clientAddress: the visitor the site forwards, believed only with the secret', () => {
  const SECRET = 'the-site-secret';
  const forwarded = (ip: string, secret?: string) => ({
    'x-gamao-client-ip': ip,
    ...(secret === undefined ? {} : { 'x-gamao-site-secret': secret }),
  });

  it('takes the forwarded address with the right secret', () => {
    expect(clientAddress(forwarded('203.0.113.7', SECRET), '10.0.0.2', SECRET)).toBe('203.0.113.7');
    expect(clientAddress(forwarded('2001:db8::1', SECRET), '10.0.0.2', SECRET)).toBe('2001:db8::1');
  });

  it('keeps the connection’s address without the secret, with a wrong one, or when none is configured', () => {
    expect(clientAddress(forwarded('203.0.113.7'), '10.0.0.2', SECRET)).toBe('10.0.0.2');
    expect(clientAddress(forwarded('203.0.113.7', 'guess'), '10.0.0.2', SECRET)).toBe('10.0.0.2');
    expect(clientAddress(forwarded('203.0.113.7', SECRET), '10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(clientAddress({}, undefined, SECRET)).toBe('unknown');
  });

  it('ignores a forwarded value that is not an address', () => {
    expect(clientAddress(forwarded('not-an-ip', SECRET), '10.0.0.2', SECRET)).toBe('10.0.0.2');
    expect(clientAddress(forwarded('1.2.3.4, 5.6.7.8', SECRET), '10.0.0.2', SECRET)).toBe('10.0.0.2');
  });
});

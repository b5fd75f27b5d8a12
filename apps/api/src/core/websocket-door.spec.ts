import type { IncomingMessage } from 'node:http';
import { byteSize } from './http-door';
import { callerAddress } from './websocket-door';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('callerAddress', () => {
  const loopback = (address: string) => address === '127.0.0.1';

  it('is the connection without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(callerAddress(request('203.0.113.9', '10.0.0.1'), undefined)).toBe('203.0.113.9');
    expect(callerAddress(request('203.0.113.9', '10.0.0.1'), loopback)).toBe('203.0.113.9');
  });

  it('is the last untrusted hop through trusted proxies', () => {
    expect(callerAddress(request('127.0.0.1', '198.51.100.7'), loopback)).toBe('198.51.100.7');
    expect(callerAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.7'), loopback)).toBe('198.51.100.7');
    expect(callerAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
  });
});

describe('byteSize', () => {
  it('reads the body limit as the bytes package does', () => {
    expect(byteSize('100kb')).toBe(102_400);
    expect(byteSize('1mb')).toBe(1_048_576);
    expect(byteSize('512')).toBe(512);
    expect(() => byteSize('lots')).toThrow();
  });
});

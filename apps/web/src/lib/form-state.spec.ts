import { safeNext } from './form-state';

describe('safeNext', () => {
  it('keeps paths inside the site', () => {
    expect(safeNext('/pt-BR/clubs/join?code=ABCD2345', '/x')).toBe('/pt-BR/clubs/join?code=ABCD2345');
  });

  it('refuses other origins and odd values', () => {
    expect(safeNext('//evil.example/x', '/x')).toBe('/x');
    expect(safeNext('https://evil.example', '/x')).toBe('/x');
    expect(safeNext('/a"onload', '/x')).toBe('/x');
    expect(safeNext(undefined, '/x')).toBe('/x');
  });
});

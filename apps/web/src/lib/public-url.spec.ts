import { publicLink, publicUrl } from './public-url';

describe('publicUrl', () => {
  it('is PUBLIC_URL, without a trailing slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://gamao.example/' })).toBe('https://gamao.example');
  });

  it('is the local site without configuration', () => {
    expect(publicUrl({})).toBe('http://localhost:3000');
  });

  it('builds join links on the configured address only', () => {
    expect(publicLink('/pt-BR/clubs/join?code=ABC', { PUBLIC_URL: 'https://gamao.example' })).toBe(
      'https://gamao.example/pt-BR/clubs/join?code=ABC',
    );
  });
});

import { friendLink, inviteSettings } from './invite-view';

describe('invite view', () => {
  it("reads the link's settings, and falls back on anything it does not know", () => {
    expect(inviteSettings('{"length":5,"profile":"simple","crawford":true,"cube":false}')).toEqual({
      length: 5,
      profile: 'simple',
      crawford: true,
      cube: false,
    });
    expect(inviteSettings('{"length":0}')).toMatchObject({ length: 0, profile: 'international', cube: true });
    expect(inviteSettings('not json')).toEqual({
      length: 1,
      profile: 'international',
      crawford: true,
      cube: true,
    });
    expect(inviteSettings('{"length":-3,"profile":"<b>"}')).toMatchObject({
      length: 1,
      profile: 'international',
    });
  });

  it("builds the shared address in the host's language", () => {
    expect(friendLink('https://gamao.example/', 'pt-BR', 'abc_-1')).toBe(
      'https://gamao.example/pt-BR/play/friend/abc_-1',
    );
  });
});

import { deviceName } from './session-device';

describe('deviceName', () => {
  it('names the common browsers and systems', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox · Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      ),
    ).toBe('Edge · Windows');
  });

  it('shows anything else as it is, shortened, and nothing for no User-Agent', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('x'.repeat(100))).toHaveLength(58);
    expect(deviceName(null)).toBeNull();
  });
});

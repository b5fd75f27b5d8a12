import { decodeFloat32, encodeFloat32 } from './base64';

describe('float32 base64', () => {
  it('round-trips at float32 precision, whatever the length', () => {
    for (const n of [0, 1, 2, 3, 7, 100]) {
      const values = Array.from({ length: n }, (_, i) => Math.sin(i) * 10 ** (i % 5));
      const back = decodeFloat32(encodeFloat32(values));
      expect(back).toHaveLength(n);
      back.forEach((v, i) => expect(v).toBeCloseTo(Math.fround(values[i]), 10));
    }
  });

  it('refuses text that is not base64', () => {
    expect(() => decodeFloat32('@@@@')).toThrow();
  });
});

import { BOT_LEVELS, parseLevel } from './level';

describe('parseLevel', () => {
  it('reads English and Portuguese names', () => {
    expect(parseLevel('easy')).toBe('easy');
    expect(parseLevel('fácil')).toBe('easy');
    expect(parseLevel('Medio')).toBe('medium');
    expect(parseLevel(' difícil ')).toBe('hard');
    expect(parseLevel('dificil')).toBe('hard');
    expect(parseLevel('expert')).toBeNull();
    expect(BOT_LEVELS).toEqual(['easy', 'medium', 'hard']);
  });
});

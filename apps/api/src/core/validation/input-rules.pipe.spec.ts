import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import { wholeIn } from './number-rules';
import { fieldOf, InputRules, parseInput } from './input-rules.pipe';
import { name } from './text-rules';

const rules = z.looseObject({
  name: name(2, 10),
  options: z.looseObject({ stake: z.number().max(10) }).nullish(),
  lengths: z.array(wholeIn(1, 99)).max(3),
});

function refusal(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error('not refused');
}

describe('input rules', () => {
  it('hands back the parsed value (normalised), keeping the fields it has no rule for', () => {
    expect(parseInput(rules, { name: ' Cafe\u0301 ', lengths: [5], clubId: 'x' })).toEqual({
      name: 'Caf\u00E9',
      lengths: [5],
      clubId: 'x',
    });
  });

  it('names the field: a path inside the input, without list indexes', () => {
    const nested = refusal(() => parseInput(rules, { name: 'Ana', options: { stake: 1e308 }, lengths: [] }));
    expect(nested.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'options.stake' });
    const listed = refusal(() => parseInput(rules, { name: 'Ana', lengths: [5, 0] }));
    expect(listed.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'lengths' });
    expect(listed.message).toMatch(/^lengths: /);
  });

  it("a scalar argument's field is the argument's name", () => {
    const pipe = InputRules(wholeIn(1, 500));
    expect(pipe.transform(20, { type: 'custom', data: 'limit' })).toBe(20);
    const error = refusal(() => pipe.transform(2_000_000_000, { type: 'custom', data: 'limit' }));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('fieldOf', () => {
    expect(fieldOf(['matchLengths', 4999], 'input')).toBe('matchLengths');
    expect(fieldOf([], 'reason')).toBe('reason');
  });
});

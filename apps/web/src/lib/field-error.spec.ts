import { ApiError, request } from './api';
import {
  type ControlLike,
  type FormLike,
  controlsFor,
  fieldNames,
  labelOf,
  markInvalid,
} from './field-error';
import { INITIAL_FORM_STATE, refusalState } from './form-state';
import type { TypedDocumentString } from '@/gql/graphql';

/** A stand-in for a form control: attributes, its <label> (with an optional hint inside) and its fieldset. */
function control(
  attributes: Record<string, string>,
  label?: { text: string; hints?: string[] },
  legend?: string,
): ControlLike & { attributes: Record<string, string> } {
  const attrs = { ...attributes };
  return {
    attributes: attrs,
    labels: label
      ? [
          {
            textContent: label.text,
            querySelectorAll: (selector: string) =>
              selector === '.hint' ? (label.hints ?? []).map((h) => ({ textContent: h })) : [],
          },
        ]
      : [],
    getAttribute: (name) => attrs[name] ?? null,
    setAttribute: (name, value) => {
      attrs[name] = value;
    },
    removeAttribute: (name) => {
      delete attrs[name];
    },
    closest: (selector) =>
      selector === 'fieldset' && legend
        ? { querySelector: (s: string) => (s === 'legend' ? { textContent: legend } : null) }
        : null,
  };
}

/** A stand-in form that answers the selector controlsFor asks, from each control's attributes. */
function form(controls: ReturnType<typeof control>[]): FormLike & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    querySelectorAll(selector: string) {
      asked.push(selector);
      const name = /\[name="([^"]+)"\]/.exec(selector)?.[1];
      const field = /\[data-field~="([^"]+)"\]/.exec(selector)?.[1];
      return controls.filter((c) => {
        const a = c.attributes;
        if ('disabled' in a) return false;
        if (a.name === name && a.type !== 'hidden') return true;
        return field !== undefined && (a['data-field'] ?? '').split(' ').includes(field);
      });
    },
  };
}

describe('the field an API refusal names', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const doc = { toString: () => 'mutation { x }' } as unknown as TypedDocumentString<unknown, unknown>;
  const answer = (body: unknown) => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(body))) as typeof fetch;
  };

  it('reads extensions.field of a BAD_USER_INPUT into the ApiError and the form state', async () => {
    answer({
      data: null,
      errors: [{ message: 'Dados inválidos.', extensions: { code: 'BAD_USER_INPUT', field: 'rounds' } }],
    });
    const error = await request('http://api', doc).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Dados inválidos.', code: 'BAD_USER_INPUT', field: 'rounds' });
    expect(refusalState(error as ApiError)).toEqual({
      error: 'Dados inválidos.',
      code: 'BAD_USER_INPUT',
      field: 'rounds',
    });
  });

  it('leaves the field out when the API names none (or names it oddly)', async () => {
    for (const extensions of [{ code: 'INVALID_MATCH_LENGTH' }, { code: 'BAD_USER_INPUT', field: 3 }]) {
      answer({ errors: [{ message: 'Não.', extensions }] });
      const error = (await request('http://api', doc).catch((e: unknown) => e)) as ApiError;
      expect(error.field).toBeUndefined();
      expect(refusalState(error)).toEqual({ error: 'Não.', code: extensions.code });
    }
    expect(INITIAL_FORM_STATE.field).toBeUndefined();
  });

  it("finds the field's controls by name or data-field, never a hidden or disabled input", () => {
    const rounds = control({ name: 'rounds', type: 'number' });
    const winner = control({ name: 'winnerPoints', 'data-field': 'score points' });
    const loser = control({ name: 'loserPoints', 'data-field': 'score' });
    const hidden = control({ name: 'clubId', type: 'hidden' });
    const off = control({ name: 'name', disabled: '' });
    const f = form([rounds, winner, loser, hidden, off]);
    expect(controlsFor(f, 'rounds')).toEqual([rounds]);
    expect(controlsFor(f, 'score')).toEqual([winner, loser]);
    expect(controlsFor(f, 'clubId')).toEqual([]);
    expect(controlsFor(f, 'name')).toEqual([]);
    expect(controlsFor(f, 'nothing')).toEqual([]);
    // A name that is no identifier is not put into a selector at all.
    const asked = f.asked.length;
    expect(controlsFor(f, 'x"] , *[y')).toEqual([]);
    expect(f.asked).toHaveLength(asked);
  });

  it('finds a field inside an input by its path, else by the last part of it (options.stake -> stake)', () => {
    const stake = control({ name: 'stake', inputMode: 'decimal' });
    const delay = control({ name: 'tc-delay', 'data-field': 'timeControl.delaySeconds' });
    const otherDelay = control({ name: 'delaySeconds' });
    const f = form([stake, delay, otherDelay]);
    expect(fieldNames('options.stake')).toEqual(['options.stake', 'stake']);
    expect(controlsFor(f, 'options.stake')).toEqual([stake]);
    // The most specific name wins: the picker's data-field, not another form's delaySeconds.
    expect(controlsFor(f, 'timeControl.delaySeconds')).toEqual([delay]);
    expect(controlsFor(f, 'options.nothing')).toEqual([]);
  });

  it('names a control by its label without the hint, else its legend, else its aria-label', () => {
    expect(labelOf(control({}, { text: ' Número de\n rodadas ' }))).toBe('Número de rodadas');
    expect(
      labelOf(control({}, { text: 'Chave de consolação para os perdedores', hints: ['para os perdedores'] })),
    ).toBe('Chave de consolação');
    expect(labelOf(control({ type: 'radio' }, undefined, 'Formato'))).toBe('Formato');
    expect(labelOf(control({ 'aria-label': 'Ana' }))).toBe('Ana');
    expect(labelOf(control({}))).toBe('');
  });

  it('marks the controls invalid, described by the error first, and puts everything back', () => {
    const plain = control({ name: 'rounds' });
    const hinted = control({ name: 'matchLengths', 'aria-describedby': 'field-matchLengths-hint' });
    const already = control({ name: 'x', 'aria-invalid': 'false', 'aria-describedby': 'err other' });
    const undo = markInvalid([plain, hinted, already], 'err');
    expect(plain.attributes).toEqual({ name: 'rounds', 'aria-invalid': 'true', 'aria-describedby': 'err' });
    expect(hinted.attributes['aria-describedby']).toBe('err field-matchLengths-hint');
    expect(hinted.attributes['aria-invalid']).toBe('true');
    expect(already.attributes['aria-describedby']).toBe('err other');
    undo();
    expect(plain.attributes).toEqual({ name: 'rounds' });
    expect(hinted.attributes).toEqual({
      name: 'matchLengths',
      'aria-describedby': 'field-matchLengths-hint',
    });
    expect(already.attributes).toEqual({
      name: 'x',
      'aria-invalid': 'false',
      'aria-describedby': 'err other',
    });
  });
});

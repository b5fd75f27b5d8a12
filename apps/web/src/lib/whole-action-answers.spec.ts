import { isServerActionCall, readWhole, wholeActionAnswers } from './whole-action-answers';

const action = { method: 'POST', headers: { 'next-action': 'abc123', accept: 'text/x-component' } };

describe('isServerActionCall', () => {
  it("is a POST with Next's action header, and nothing else", () => {
    expect(isServerActionCall(action)).toBe(true);
    expect(isServerActionCall({ ...action, headers: new Headers(action.headers) })).toBe(true);
    expect(isServerActionCall({ ...action, method: 'post' })).toBe(true);
    expect(isServerActionCall({ method: 'POST', headers: { accept: 'text/x-component' } })).toBe(false);
    expect(isServerActionCall({ ...action, method: 'GET' })).toBe(false);
    expect(isServerActionCall({ headers: action.headers })).toBe(false);
    expect(isServerActionCall(undefined)).toBe(false);
  });
});

describe('readWhole', () => {
  it('keeps the status, status text, headers and body', async () => {
    const original = new Response('0:{"a":"$@1"}\n1:{"ok":true}\n', {
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'text/x-component', 'x-action-redirect': '/pt-BR/play;push' },
    });
    const whole = await readWhole(original);
    expect(original.bodyUsed).toBe(true);
    expect(whole.status).toBe(200);
    expect(whole.statusText).toBe('OK');
    expect(whole.headers.get('content-type')).toBe('text/x-component');
    expect(whole.headers.get('x-action-redirect')).toBe('/pt-BR/play;push');
    expect(await whole.text()).toBe('0:{"a":"$@1"}\n1:{"ok":true}\n');
  });

  it('answers a status without a body with none', async () => {
    const whole = await readWhole(new Response(null, { status: 204 }));
    expect(whole.status).toBe(204);
    expect(whole.body).toBeNull();
  });
});

describe('wholeActionAnswers', () => {
  it('reads an action answer whole and hands every other answer on untouched', async () => {
    const answers: Response[] = [];
    const fetcher = (async () => {
      const r = new Response('rows', { headers: { 'content-type': 'text/x-component' } });
      answers.push(r);
      return r;
    }) as typeof fetch;
    const wrapped = wholeActionAnswers(fetcher);

    const navigation = await wrapped('/pt-BR?_rsc=1', { headers: { rsc: '1' } });
    expect(navigation).toBe(answers[0]);
    expect(navigation.bodyUsed).toBe(false);

    const answered = await wrapped('/pt-BR/play/online/m', action);
    expect(answered).not.toBe(answers[1]);
    expect(answers[1].bodyUsed).toBe(true);
    expect(await answered.text()).toBe('rows');
  });

  it('passes a failed request on as it failed', async () => {
    const wrapped = wholeActionAnswers((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    await expect(wrapped('/pt-BR', action)).rejects.toThrow('Failed to fetch');
  });
});

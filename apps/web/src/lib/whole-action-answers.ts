/**
 * Server actions' answers read whole (issue #17, "Forms": "Server actions log POST … ERR_ABORTED in the
 * console many times per game, although they take effect").
 *
 * Next.js hands an action's answer to React's Flight client, which reads the body through a stream reader
 * to its end. Chromium then mostly reports the request as cancelled (net::ERR_ABORTED, canceled in DevTools'
 * network events) although every byte arrived and the action took effect: measured on the online board, the
 * same action's answer read with a reader was reported aborted 4 times in 5, read with text() or
 * arrayBuffer() never. An action's answer here is a few kilobytes at most, so reading it whole before Flight
 * parses it costs nothing; page navigations (RSC GETs) keep streaming.
 */

/** The header Next.js sends with every server action call. */
const ACTION_HEADER = 'next-action';

/** Statuses whose answer has no body (a Response with a body refuses them). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/** Whether a fetch is a server action call (a POST carrying Next's action header). */
export function isServerActionCall(init: RequestInit | undefined): boolean {
  return init?.method?.toUpperCase() === 'POST' && new Headers(init.headers).has(ACTION_HEADER);
}

/** The same answer with its body already read into memory (status, status text and headers kept). */
export async function readWhole(response: Response): Promise<Response> {
  const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** A fetch that reads server actions' answers whole and leaves every other request as it is. */
export function wholeActionAnswers(fetcher: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetcher(input, init);
    return isServerActionCall(init) ? readWhole(response) : response;
  };
}

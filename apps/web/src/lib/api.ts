import type { TypedDocumentString } from '@/gql/graphql';

/**
 * A GraphQL error as the API returns it: a stable code in `extensions.code` and a readable message; when the
 * API refuses one input (BAD_USER_INPUT) it names it in `extensions.field`, e.g. "rounds"; `extensions.reasons`
 * says why, when there is more to say (a weak password: what makes it easy to guess); `details` keeps the
 * numbers that locate a refusal in an uploaded file (a .mat's `game` and `line`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly field?: string,
    readonly reasons: readonly string[] = [],
    readonly details: { readonly game?: number; readonly line?: number } = {},
  ) {
    super(message);
  }
}

/** The whole numbers among an error's extensions that locate it in a file. */
function detailsOf(extensions: Record<string, unknown> | undefined): { game?: number; line?: number } {
  const out: { game?: number; line?: number } = {};
  for (const key of ['game', 'line'] as const) {
    const v = extensions?.[key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) out[key] = v;
  }
  return out;
}

/** Where the server side of the site reaches the API (read per request: configuration comes from the environment). */
export function serverApiUrl(): string {
  return process.env.API_URL ?? 'http://localhost:3333/graphql';
}

/** Sends one typed operation generated from schema.gql and returns its typed data, or throws ApiError. */
export async function request<TResult, TVariables>(
  url: string,
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
  init: RequestInit = {},
): Promise<TResult> {
  const response = await fetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const body = (await response.json()) as {
    data?: TResult;
    errors?: {
      message: string;
      extensions?: { code?: string; field?: unknown; reasons?: unknown } & Record<string, unknown>;
    }[];
  };
  if (body.errors?.length) {
    const [first] = body.errors;
    const field = first.extensions?.field;
    const reasons = first.extensions?.reasons;
    throw new ApiError(
      first.message,
      first.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
      typeof field === 'string' && field !== '' ? field : undefined,
      Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string').slice(0, 5) : [],
      detailsOf(first.extensions),
    );
  }
  if (!body.data) throw new ApiError(`HTTP ${response.status}`, 'BAD_RESPONSE');
  return body.data;
}

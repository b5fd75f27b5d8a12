import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { GqlContext } from '../context';
import { isDatabaseUnavailable } from '../database/unavailable';
import { Language, languageOf, messageFor } from './messages';

export type LogError = (error: unknown, context: GqlContext | undefined) => void;

/**
 * What a client may see of one error, the same over HTTP and WebSocket: a stable `extensions.code` and a
 * message in the caller's language; no stack trace or internal detail (PostgreSQL's text included). Unknown
 * failures become INTERNAL_SERVER_ERROR (and are logged); a lost database connection becomes
 * SERVICE_UNAVAILABLE. In production, validation messages suggest no field or type names ("Did you mean").
 */
export function maskError(
  formatted: GraphQLFormattedError,
  original: GraphQLError | undefined,
  options: { language: Language; production: boolean; logError: LogError; context?: GqlContext },
): GraphQLFormattedError {
  let code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  // A database fault is retryable, and expected while PostgreSQL restarts: said so, not logged as a bug.
  if (code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(original)) code = 'SERVICE_UNAVAILABLE';
  if (code === 'INTERNAL_SERVER_ERROR')
    options.logError(original?.originalError ?? original ?? formatted, options.context);
  const known = code !== 'INTERNAL_SERVER_ERROR';
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  let message = known
    ? messageFor(code, options.language, formatted.message)
    : messageFor(code, options.language);
  if (options.production) message = withoutSuggestions(message);
  return { ...formatted, message, extensions: { ...extensions, code } };
}

/** graphql-js's "Did you mean ...?" hints name the schema's fields and types. */
export const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean .*\?$/s, '');

/** The HTTP door's use of maskError, on every response Apollo sends. */
export function errorsPlugin(logError: LogError, production = false): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const language = languageOf(request.http?.headers.get('accept-language'));
      return {
        async willSendResponse({ response, errors }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((formatted, i) =>
            maskError(formatted, errors?.[i], { language, production, logError, context: contextValue }),
          );
        },
      };
    },
  };
}

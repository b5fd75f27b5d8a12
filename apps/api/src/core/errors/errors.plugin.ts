import type { ApolloServerPlugin } from '@apollo/server';
import type { GqlContext } from '../context';
import { isDatabaseUnavailable } from '../database/unavailable';
import { languageOf, messageFor } from './messages';

/**
 * Every error leaves with a stable `extensions.code` and a message in the caller's language; no stack trace
 * or internal detail reaches a client. Unknown failures become INTERNAL_SERVER_ERROR (and are logged); a lost
 * database connection becomes SERVICE_UNAVAILABLE.
 */
export function errorsPlugin(
  logError: (error: unknown, context: GqlContext | undefined) => void,
): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const language = languageOf(request.http?.headers.get('accept-language'));
      return {
        async willSendResponse({ response, errors }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((formatted, i) => {
            const original = errors?.[i];
            let code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
            // A database fault is retryable, and expected while PostgreSQL restarts: said so, not logged as a bug.
            if (code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(original))
              code = 'SERVICE_UNAVAILABLE';
            if (code === 'INTERNAL_SERVER_ERROR')
              logError(original?.originalError ?? original ?? formatted, contextValue);
            const known = code !== 'INTERNAL_SERVER_ERROR';
            const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
            return {
              ...formatted,
              message: known ? messageFor(code, language, formatted.message) : messageFor(code, language),
              extensions: { ...extensions, code },
            };
          });
        },
      };
    },
  };
}

import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GqlContext } from '../context';
import { noteViewer, requestLogger } from './logging';
import { recordOperation } from './operations';

/**
 * Every GraphQL operation over HTTP: its viewer bound to the request's log lines from the start, then one log
 * line, the latency histogram, and the accepted/refused count of each action (mutation field).
 */
export function observabilityPlugin(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart({ contextValue }) {
      const started = performance.now();
      await noteViewer(contextValue);
      return {
        async willSendResponse({ response, operation }) {
          const body = response.body;
          const errors = body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
          recordOperation({
            transport: 'http',
            operation,
            errors,
            seconds: (performance.now() - started) / 1000,
            log: (level) => requestLogger(contextValue, level),
          });
        },
      };
    },
  };
}

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The API's Prometheus metrics, in one registry of its own (served at /metrics). Each instance of the app
 * (the tests start several in one process) shares these objects: they count for the process.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Time from an event's commit to all its consumers done, in seconds. */
export const eventLagSeconds = new Histogram({
  name: 'gamao_event_lag_seconds',
  help: 'Time from a domain event being committed to its last consumer done',
  labelNames: ['type'],
  buckets: [0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 30],
  registers: [registry],
});

/** Consumer failures and dead-lettered events, by event type and consumer. */
export const eventFailures = new Counter({
  name: 'gamao_event_failures_total',
  help: 'Failed deliveries of a domain event to a consumer',
  labelNames: ['type', 'consumer'],
  registers: [registry],
});

export const eventsDeadLettered = new Counter({
  name: 'gamao_events_dead_lettered_total',
  help: 'Domain events dead-lettered after their last attempt',
  labelNames: ['type'],
  registers: [registry],
});

/** Dead-lettered events waiting for a director (set by the worker from the database). */
export const deadEventsWaiting = new Gauge({
  name: 'gamao_events_dead',
  help: 'Domain events currently dead-lettered',
  registers: [registry],
});

/** GraphQL operations by operation name (see operationLabel), type and transport; its _count is the request count. */
export const graphqlRequestDuration = new Histogram({
  name: 'gamao_graphql_request_duration_seconds',
  help: 'GraphQL operations from request to response, by operation name, type and transport (http or ws)',
  labelNames: ['operation', 'type', 'transport'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const graphqlRequests = new Counter({
  name: 'gamao_graphql_requests_total',
  help: 'GraphQL operations by operation name, type, transport and outcome (ok, refused, error)',
  labelNames: ['operation', 'type', 'transport', 'outcome'],
  registers: [registry],
});

/** Actions (mutation root fields): `code` is OK when accepted, else the refusal's extensions.code. */
export const graphqlActions = new Counter({
  name: 'gamao_graphql_actions_total',
  help: 'Mutation root fields answered, by field and code (OK when accepted, else the error code)',
  labelNames: ['field', 'code'],
  registers: [registry],
});

/** graphql-ws connections acknowledged and not yet closed. */
export const websocketsOpen = new Gauge({
  name: 'gamao_websockets_open',
  help: 'Open (acknowledged) graphql-ws connections',
  registers: [registry],
});

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** The pg pools to report, read when Prometheus scrapes (an app registers its SqlService's pool while it runs). */
export const databasePools = new Set<() => PoolStats>();

function poolGauge(name: string, help: string, field: keyof PoolStats): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const stats of databasePools) sum += stats()[field];
      this.set(sum);
    },
  });
}

export const databasePoolConnections = poolGauge(
  'gamao_db_pool_connections',
  'Connections open in the plain pg pool (SqlService)',
  'total',
);
export const databasePoolIdle = poolGauge(
  'gamao_db_pool_idle_connections',
  'Idle connections in the plain pg pool (SqlService)',
  'idle',
);
export const databasePoolWaiting = poolGauge(
  'gamao_db_pool_waiting_clients',
  'Queries waiting for a connection of the plain pg pool (SqlService)',
  'waiting',
);

/** Passwords checked against a hash (sign-ins and password changes): what the sign-in limits bound. */
export const passwordChecks = new Counter({
  name: 'gamao_password_checks_total',
  help: 'Passwords verified against a stored (or dummy) hash',
  registers: [registry],
});

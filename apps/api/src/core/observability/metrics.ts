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
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
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

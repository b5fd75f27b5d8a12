/**
 * Whether this instance should receive traffic. Not ready while migrations run: startApi applies them before
 * Nest listens, so /readyz cannot answer until they are done (true by construction, keep it so). Not ready
 * once draining: the graceful shutdown calls markDraining() on SIGTERM, /readyz then answers 503 so the load
 * balancer stops sending new requests while the ones in flight finish.
 */
export const readiness: { draining: boolean } = { draining: false };

export function markDraining(): void {
  readiness.draining = true;
}

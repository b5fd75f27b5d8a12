import type { WebSocket } from 'ws';

/** WebSocket close code 1012, "service restart": graphql-ws clients (the site's) reconnect after it. */
export const SERVICE_RESTART = 1012;

/**
 * The WebSockets one API instance holds, so that a graceful shutdown can close them with a code that makes
 * clients reconnect (to another instance, or to this one once restarted) instead of waiting for a timeout.
 */
export class OpenSockets {
  private readonly sockets = new Set<WebSocket>();

  track(socket: WebSocket | undefined): void {
    if (!socket || this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  closeAll(): void {
    for (const socket of this.sockets) socket.close(SERVICE_RESTART, 'Server restarting');
  }
}

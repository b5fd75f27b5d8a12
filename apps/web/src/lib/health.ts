import { graphql } from '@/gql';
import { request, serverApiUrl } from './api';

const HealthQuery = graphql(`
  query Health {
    health {
      status
      version
      database
    }
  }
`);

export type ServerStatus =
  { state: 'online'; version: string } | { state: 'degraded' } | { state: 'offline' };

/** The API's health as the home page shows it; an unreachable API is "offline", never an error page. */
export async function serverStatus(): Promise<ServerStatus> {
  try {
    const { health } = await request(serverApiUrl(), HealthQuery, undefined, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    return health.database ? { state: 'online', version: health.version } : { state: 'degraded' };
  } catch {
    return { state: 'offline' };
  }
}

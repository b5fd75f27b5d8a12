import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { Flight, TournamentExport } from '@/gql/graphql';
import { ApiError, request, serverApiUrl } from '@/lib/api';
import { SESSION_COOKIE } from '@/lib/server-api';
import { TournamentCsvQuery } from '@/features/tournaments/queries';

const EXPORTS = ['BRACKET', 'STANDINGS', 'PLACINGS'];
const FLIGHTS = ['MAIN', 'CONSOLATION', 'LAST_CHANCE', 'GRAND_FINAL'];

/** The API's CSV export (bracket, standings or a flight's placings) as a file download. */
export async function GET(
  incoming: NextRequest,
  { params }: { params: Promise<{ locale: string; tournamentId: string }> },
) {
  const { locale, tournamentId } = await params;
  const search = incoming.nextUrl.searchParams;
  const what = search.get('export') ?? 'BRACKET';
  const flight = search.get('flight') ?? 'MAIN';
  const group = Number(search.get('group') ?? 1);
  if (!EXPORTS.includes(what) || !FLIGHTS.includes(flight) || !Number.isInteger(group))
    return new Response('Bad request', { status: 400 });
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return new Response('Unauthorized', { status: 401 });
  try {
    const data = await request(
      serverApiUrl(),
      TournamentCsvQuery,
      { id: tournamentId, export: what as TournamentExport, flight: flight as Flight, group },
      { cache: 'no-store', headers: { 'accept-language': locale, authorization: `Bearer ${token}` } },
    );
    const name = `torneio-${tournamentId.slice(0, 8)}-${what.toLowerCase()}${what === 'PLACINGS' ? `-${flight.toLowerCase()}` : ''}.csv`;
    return new Response(data.tournamentCsv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const status = ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'].includes(error.code) ? 404 : 409;
      return new Response(error.message, {
        status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
}

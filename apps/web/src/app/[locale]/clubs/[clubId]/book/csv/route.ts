import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { ApiError, request, serverApiUrl } from '@/lib/api';
import { SESSION_COOKIE } from '@/lib/server-api';
import { ClubBookCsvQuery } from '@/features/season/queries';

/** The club's book as a CSV download (directors; the API decides). */
export async function GET(
  _incoming: NextRequest,
  { params }: { params: Promise<{ locale: string; clubId: string }> },
) {
  const { locale, clubId } = await params;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return new Response('Unauthorized', { status: 401 });
  try {
    const data = await request(
      serverApiUrl(),
      ClubBookCsvQuery,
      { clubId },
      { cache: 'no-store', headers: { 'accept-language': locale, authorization: `Bearer ${token}` } },
    );
    return new Response(data.clubBookCsv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="caixa-${clubId.slice(0, 8)}.csv"`,
      },
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.code === 'UNAUTHENTICATED' ? 401 : error.code === 'FORBIDDEN' ? 403 : 404;
      return new Response(error.message, { status });
    }
    throw error;
  }
}

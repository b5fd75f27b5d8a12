import { notFound } from 'next/navigation';
import { ChouetteQuery } from '../../../../features/chouette/queries';
import { ApiError } from '../../../../lib/api';
import { apiRequest } from '../../../../lib/server-api';

/** The table as the visitor may see it; a table they may not see is a 404. */
export async function loadTable(id: string) {
  try {
    return (await apiRequest(ChouetteQuery, { id })).chouette;
  } catch (error) {
    if (error instanceof ApiError && ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'].includes(error.code))
      notFound();
    throw error;
  }
}

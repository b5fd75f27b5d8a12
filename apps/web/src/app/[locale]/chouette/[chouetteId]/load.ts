import { ChouetteQuery } from '@/features/chouette/queries';
import { apiRequest, orNotFound } from '@/lib/server-api';

/** The table as the visitor may see it; a table they may not see is a 404. */
export async function loadTable(id: string) {
  return (await orNotFound(() => apiRequest(ChouetteQuery, { id }))).chouette;
}

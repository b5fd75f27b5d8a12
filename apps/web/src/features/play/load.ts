/** What a board page loads on the server for the visitor: a signed-in member's board options. */
import { apiRequest, hasSession } from '@/lib/server-api';
import { type BoardOptions, normaliseBoardOptions } from './board-options';
import { BoardOptionsQuery } from './queries';

/** The member's options, or null for a guest (or when the API cannot say: the browser's then apply). */
export async function memberBoardOptions(): Promise<BoardOptions | null> {
  if (!(await hasSession())) return null;
  try {
    return normaliseBoardOptions((await apiRequest(BoardOptionsQuery)).boardOptions);
  } catch {
    return null;
  }
}

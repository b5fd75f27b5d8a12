'use server';

/** The board options of a signed-in member, kept by the API (a guest's stay in the browser). */
import { apiRequest, hasSession } from '@/lib/server-api';
import { type BoardOptions, normaliseBoardOptions } from './board-options';
import { SetBoardOptionsMutation } from './queries';

/** Saves the member's options; false when nobody is signed in or the API refused. */
export async function saveMemberBoardOptions(options: BoardOptions): Promise<boolean> {
  if (!(await hasSession())) return false;
  try {
    await apiRequest(SetBoardOptionsMutation, { input: normaliseBoardOptions(options) });
    return true;
  } catch {
    return false;
  }
}

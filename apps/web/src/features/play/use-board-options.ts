'use client';

/**
 * The board options in a page: a member's come from the server with the page and are saved through the API;
 * a guest's are read from and saved to localStorage. Reduced motion (the visitor's system setting) is
 * followed whatever the options say.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  type BoardOptions,
  DEFAULT_BOARD_OPTIONS,
  loadBoardOptions,
  normaliseBoardOptions,
  saveBoardOptions,
} from './board-options';

export function useBoardOptions(member: BoardOptions | null): [BoardOptions, (next: BoardOptions) => void] {
  const [options, setOptions] = useState<BoardOptions>(member ?? DEFAULT_BOARD_OPTIONS);
  useEffect(() => {
    if (member === null) setOptions(loadBoardOptions(window.localStorage));
  }, [member]);
  const change = useCallback(
    (next: BoardOptions) => {
      const clean = normaliseBoardOptions(next);
      setOptions(clean);
      if (member === null) saveBoardOptions(window.localStorage, clean);
      // The server action's code comes only when a member changes an option (not with every board).
      else void import('./actions').then(({ saveMemberBoardOptions }) => saveMemberBoardOptions(clean));
    },
    [member],
  );
  return [options, change];
}

/** The visitor's "reduce motion" system setting, followed live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

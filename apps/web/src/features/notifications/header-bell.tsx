'use client';

import dynamic from 'next/dynamic';
import { type ComponentProps, Suspense } from 'react';

const LazyBell = dynamic(() => import('./notification-bell').then((m) => m.NotificationBell));

/**
 * The header's bell, as the layout places it: its code (the live client, the queries it names, the list) is
 * loaded only where it renders, for a signed-in visitor, so a guest's pages (the board against the computer)
 * do not carry it. Its own Suspense boundary lets the rest of the page hydrate while that code arrives (a
 * server-rendered dynamic component has none, and would hold the whole page's hydration back).
 */
export function HeaderBell(props: ComponentProps<typeof LazyBell>) {
  return (
    <Suspense fallback={null}>
      <LazyBell {...props} />
    </Suspense>
  );
}

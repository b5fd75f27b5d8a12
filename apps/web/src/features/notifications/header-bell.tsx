'use client';

import dynamic from 'next/dynamic';

/**
 * The header's bell, as the layout places it: its code (the live client, the queries it names, the list) is
 * loaded only where it renders, for a signed-in visitor, so a guest's pages (the board against the computer)
 * do not carry it.
 */
export const HeaderBell = dynamic(() => import('./notification-bell').then((m) => m.NotificationBell));

import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The locale-aware link, without Next's prefetching unless a link asks for it. Every page of the site is
 * rendered per request (its Content-Security-Policy nonce), so a prefetch asks the server to render the
 * page it points to: with the header's seven links on every page, each visit on a phone cost eight server
 * renders and their answers' processing on the main thread while the page hydrated (Lighthouse's total
 * blocking time on the home page about halved without them). A click still goes to the server once.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}

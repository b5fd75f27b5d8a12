import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Every page, but not Next's own files or files with an extension.
  matcher: '/((?!_next|_vercel|.*\\..*).*)',
};

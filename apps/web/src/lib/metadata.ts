import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * A page's `generateMetadata` whose title (and description) are messages of one namespace, in the page's
 * language; the layout adds the site's name after the title. `unlisted` keeps a member-only page out of
 * search engines.
 */
export function titledBy(
  namespace: string,
  key: string,
  { description, unlisted = false }: { description?: string; unlisted?: boolean } = {},
) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return {
      title: t(key),
      ...(description ? { description: t(description) } : {}),
      ...(unlisted ? { robots: { index: false } } : {}),
    };
  };
}

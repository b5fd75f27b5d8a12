import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** A page's `generateMetadata` whose title is one message, in the page's language (the layout adds the site's
 * name after it). */
export function titledBy(namespace: string, key: string) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { title: t(key) };
  };
}

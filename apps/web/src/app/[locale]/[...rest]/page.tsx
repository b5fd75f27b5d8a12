import { notFound } from 'next/navigation';
import { titledBy } from '@/lib/metadata';

/** Any unknown path under a locale renders that locale's 404 page. */
export const generateMetadata = titledBy('notFound', 'title');

export default function CatchAll() {
  notFound();
}

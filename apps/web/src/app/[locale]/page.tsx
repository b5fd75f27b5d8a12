import { setRequestLocale } from 'next-intl/server';
import { Dashboard } from '@/features/home/dashboard';
import { Welcome } from '@/features/home/welcome';
import { currentUser } from '@/lib/session';

// A member's home reads their matches and tables on every request.
export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await currentUser();
  return <main id="main">{me ? <Dashboard /> : <Welcome />}</main>;
}

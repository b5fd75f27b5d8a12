import { setRequestLocale } from 'next-intl/server';
import { Welcome } from '@/features/home/welcome';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main id="main">
      <Welcome />
    </main>
  );
}

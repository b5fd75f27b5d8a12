import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { ChallengeForm } from '@/features/clubs/challenge-form';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('challenges', 'newPageTitle');

export default async function NewChallengePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ club?: string; opponent?: string; name?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { club = '', opponent = '', name = '' } = await searchParams;
  await requireUser(
    locale,
    `/challenges/new?club=${club}&opponent=${opponent}&name=${encodeURIComponent(name)}`,
  );
  const t = await getTranslations('challenges');
  return (
    <main id="main" className="narrow">
      <h1>{t('newTitle', { name: name || '—' })}</h1>
      <ChallengeForm clubId={club} opponentId={opponent} />
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JoinByCode, joinCode } from '@/components/join-by-code';
import { joinClubAction } from '@/features/clubs/actions';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('clubs', 'joinTitle');

/** Where a club's QR code leads: join with the code, after signing in or up if needed. */
export default async function JoinClubPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ code?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const code = joinCode((await searchParams).code);
  const t = await getTranslations('clubs');
  return (
    <JoinByCode
      here={`/${locale}/clubs/join?code=${code}`}
      code={code}
      action={joinClubAction}
      texts={{
        title: t('joinTitle'),
        code: t('code'),
        submit: t('join'),
        pending: t('wait'),
        signIn: t('signInToJoin'),
        signUp: t('signUpToJoin'),
        signInButton: t('signInInstead'),
      }}
    />
  );
}

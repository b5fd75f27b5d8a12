import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JoinByCode, joinCode } from '@/components/join-by-code';
import { joinChouetteAction } from '@/features/chouette/actions';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('chouette.join', 'title');

/** Where a table's QR code leads: join with the code, after signing in or up if needed. */
export default async function JoinChouettePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ code?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const code = joinCode((await searchParams).code);
  const t = await getTranslations('chouette');
  return (
    <JoinByCode
      here={`/${locale}/chouette/join?code=${code}`}
      code={code}
      action={joinChouetteAction}
      texts={{
        title: t('join.title'),
        lead: t('join.lead'),
        code: t('join.code'),
        submit: t('join.submit'),
        pending: t('wait'),
        signIn: t('join.signIn'),
        signUp: t('join.signUp'),
        signInButton: t('join.signInButton'),
      }}
    />
  );
}

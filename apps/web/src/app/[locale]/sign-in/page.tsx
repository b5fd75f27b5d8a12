import { AuthPage, authMetadata } from '@/features/account/auth-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string; passwordReset?: string; signedOutEverywhere?: string }>;
};

export const generateMetadata = ({ params }: Props) => authMetadata('signIn', params);

export default function SignInPage(props: Props) {
  return <AuthPage mode="signIn" {...props} />;
}

import { AuthPage, authMetadata } from '@/features/account/auth-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string }> };

export const generateMetadata = ({ params }: Props) => authMetadata('signUp', params);

export default function SignUpPage(props: Props) {
  return <AuthPage mode="signUp" {...props} />;
}

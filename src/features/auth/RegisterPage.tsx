import { Link } from '@tanstack/react-router';
import { JoinIntro } from './AuthIntro';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

export function RegisterPage({ redirect }: { redirect?: string }) {
  return (
    <AuthLayout
      seo={{
        title: 'Join Ginger',
        description:
          'Create a free Ginger account: save favourites, follow guides and meet travellers and expats across Asia.',
        path: '/register',
        breadcrumbs: [{ name: 'Join', url: '/register' }],
      }}
      heading="Join the adventure"
      lead="Free forever as an Explorer. Upgrade whenever you like."
      otherWay={
        <>
          Already a member?{' '}
          <Link to="/login" search={{ redirect }}>
            Sign in
          </Link>
        </>
      }
      legalAction="creating an account"
      aside={<JoinIntro />}
    >
      <RegisterForm redirect={redirect} />
    </AuthLayout>
  );
}

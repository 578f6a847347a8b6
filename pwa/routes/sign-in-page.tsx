import { Link } from '@tanstack/react-router';
import { ArrowLeft, ShieldCheck, UserRound } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { STORE_NAME } from '#shared/content/business';
import { SignInForm } from '../features/account/sign-in-form.tsx';

/** The sign-in page: a passkey or an emailed code, a link back to the shop and the age notice. */
export default function SignInPage() {
  return (
    <div className="bg-gradient-to-b from-forest-50 to-cream px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full px-1 font-medium text-forest-800 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Shop
        </Link>
        <section
          aria-labelledby="sign-in-heading"
          className="mt-4 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-forest-900/5 sm:p-8"
        >
          <span
            aria-hidden="true"
            className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-forest-100 text-forest-800"
          >
            <UserRound className="h-7 w-7" />
          </span>
          <h1 id="sign-in-heading" className="mt-4 text-center font-bold text-2xl text-forest-900">
            Sign in to {STORE_NAME}
          </h1>
          <p className="mt-2 text-center text-ink/70">
            Your orders on every device. No password: a passkey, or a code we email you.
          </p>
          <div className="mt-6">
            <SignInForm />
          </div>
          <p className="mt-6 flex items-start gap-2.5 rounded-2xl bg-cream px-4 py-3 text-ink/80 text-sm ring-1 ring-forest-900/10">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-forest-700" />
            <span>
              You must be {MINIMUM_AGE} or older to use {STORE_NAME}. By signing in you confirm that you are{' '}
              {MINIMUM_AGE} or over.
            </span>
          </p>
        </section>
      </div>
    </div>
  );
}

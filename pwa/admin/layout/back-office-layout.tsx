import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { sessionQuery } from '../session/session-api.ts';
import { StaffContext } from '../session/staff-context.ts';
import { BackOfficeHeader } from './back-office-header.tsx';

/**
 * The signed-in screens' frame: the header with the sections the role may use, and the screen.
 * The session is over (and sign-in on its way) when the query holds no one.
 */
export function BackOfficeLayout() {
  const { data: staff } = useQuery(sessionQuery);
  if (!staff) return null;
  return (
    <StaffContext.Provider value={staff}>
      <div className="flex min-h-screen flex-col bg-cream">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-forest-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <BackOfficeHeader staff={staff} />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-[90rem] flex-1 px-3 py-5 outline-none sm:px-6 sm:py-8"
        >
          <Outlet />
        </main>
      </div>
    </StaffContext.Provider>
  );
}

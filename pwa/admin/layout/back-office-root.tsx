import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../../components/ui/toaster.tsx';

/** Every back-office screen, signed in or not, and the toasts that confirm what was saved. */
export function BackOfficeRoot() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

import { AccountScreen } from '../features/account/account-screen.tsx';

/** /account: the signed-in shopper's account. */
export default function AccountPage() {
  return <AccountScreen />;
}

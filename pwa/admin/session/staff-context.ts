import { createContext, useContext } from 'react';
import { can, type Permission } from '#shared/back-office/permissions';
import type { StaffMember } from '#shared/schemas/admin/staff';

/** The signed-in member, for every screen inside the signed-in layout. */
export const StaffContext = createContext<StaffMember | null>(null);

export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used outside the signed-in layout');
  return staff;
}

/** Whether the signed-in member's role allows `permission` (the server checks it again). */
export function useCan(permission: Permission): boolean {
  return can(useStaff().role, permission);
}

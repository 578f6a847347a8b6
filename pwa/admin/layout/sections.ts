import {
  Boxes,
  ClipboardList,
  FileSpreadsheet,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Mails,
  Package,
  Scale,
  ScrollText,
  Star,
  Truck,
  Users,
} from 'lucide-react';
import { can, type Permission, type StaffRole } from '#shared/back-office/permissions';

/** The back office's sections, in the menu's order, each with the permission that opens it. */
export interface Section {
  to:
    | '/admin/overview'
    | '/admin/orders'
    | '/admin/deliveries'
    | '/admin/stock'
    | '/admin/catalogue'
    | '/admin/state-rules'
    | '/admin/reviews'
    | '/admin/messages'
    | '/admin/outbox'
    | '/admin/reports'
    | '/admin/audit'
    | '/admin/staff';
  label: string;
  icon: LucideIcon;
  permission: Permission;
}

const SECTIONS: readonly Section[] = [
  { to: '/admin/overview', label: 'Overview', icon: LayoutDashboard, permission: 'readOverview' },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList, permission: 'readOrders' },
  { to: '/admin/deliveries', label: 'Deliveries', icon: Truck, permission: 'handOverOrders' },
  { to: '/admin/stock', label: 'Stock', icon: Boxes, permission: 'manageStock' },
  { to: '/admin/catalogue', label: 'Catalogue', icon: Package, permission: 'editCatalogue' },
  { to: '/admin/state-rules', label: 'State rules', icon: Scale, permission: 'readStateRules' },
  { to: '/admin/reviews', label: 'Reviews', icon: Star, permission: 'moderateReviews' },
  { to: '/admin/messages', label: 'Messages', icon: Inbox, permission: 'readMessages' },
  { to: '/admin/outbox', label: 'Outbox', icon: Mails, permission: 'readOutbox' },
  { to: '/admin/reports', label: 'Reports', icon: FileSpreadsheet, permission: 'exportReports' },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, permission: 'readAuditLog' },
  { to: '/admin/staff', label: 'Staff', icon: Users, permission: 'manageStaff' },
];

/** The sections a role may use; the others are not shown at all. */
export function sectionsFor(role: StaffRole): Section[] {
  return SECTIONS.filter((section) => can(role, section.permission));
}

/**
 * Where a person lands once signed in: the first section their role may use (the owner's
 * overview, staff's orders, a driver's deliveries).
 */
export function firstScreenFor(role: StaffRole): Section['to'] {
  return sectionsFor(role)[0]?.to ?? '/admin/deliveries';
}

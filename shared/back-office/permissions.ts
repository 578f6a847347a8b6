/**
 * Who may do what in the back office. The server checks every call against this table; the
 * screens read it only to hide what a role cannot use.
 */
export const STAFF_ROLES = ['owner', 'staff', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff', driver: 'Driver' };

const OWNER_ONLY: readonly StaffRole[] = ['owner'];
/** The store's people; a driver only hands orders over. */
const EVERYONE: readonly StaffRole[] = ['owner', 'staff'];

export const PERMISSIONS = {
  readOrders: EVERYONE,
  moveOrders: EVERYONE,
  /** The driver's step at the door: check the ID, hand over, take payment, or bring it back. */
  handOverOrders: STAFF_ROLES,
  /** Money back on a delivered order, to the tender that paid. */
  refundOrders: OWNER_ONLY,
  /** An order is cancelled before it leaves the store, with nothing taken yet: its hold is released. */
  cancelOrders: EVERYONE,
  /** A returned bank debit pauses its payer's pay by bank until the owner says it is settled. */
  clearBankReturns: OWNER_ONLY,
  manageStock: EVERYONE,
  setLowStockThreshold: OWNER_ONLY,
  editCatalogue: EVERYONE,
  changePrices: OWNER_ONLY,
  discontinueProducts: OWNER_ONLY,
  /**
   * What each of a product's sizes holds (its category's sizes, its stated THC per gummy): the
   * amounts the states' purchase limits count, so a compliance fact, and the owner's. A move to
   * another category also prices the product in that category's sizes.
   */
  changeSizeContents: OWNER_ONLY,
  moderateReviews: EVERYONE,
  readMessages: EVERYONE,
  /**
   * An email to a shopper in the store's name, kept in the message's thread: whoever reads the
   * inbox answers it. Its own permission because it speaks for the store outside the back office.
   */
  replyToMessages: EVERYONE,
  /** Every email the store wrote and whether it went: staff answer shoppers asking "did you email me?". */
  readOutbox: EVERYONE,
  /** A failed email sent again once the mail server is back: whoever answers the shopper can fix it. */
  resendEmails: EVERYONE,
  manageStaff: OWNER_ONLY,
  readAuditLog: OWNER_ONLY,
  /** The store's day at a glance: sales, what waits, the last 30 days. */
  readOverview: OWNER_ONLY,
  /** The books: every order's money, for the accountant. */
  exportReports: OWNER_ONLY,
  readStateRules: EVERYONE,
  /** Where the store delivers and how much a shopper may buy: the licence holder's call. */
  editStateRules: OWNER_ONLY,
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

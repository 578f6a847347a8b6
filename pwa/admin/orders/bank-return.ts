import type { AdminOrder } from '#shared/schemas/admin/orders';

/** A debit the bank returned that the owner has not cleared: its shopper's pay by bank is paused. */
export const awaitsBankReturnClearing = (order: AdminOrder): boolean =>
  order.payment.state === 'returned' && order.payment.returnClearedAt === null;

/** What is left to do on it, for whoever may clear it and for everyone else. */
export const bankReturnNextStep = (mayClear: boolean): string =>
  mayClear
    ? 'The bank returned its payment: once it is settled another way, clear it under Payment.'
    : 'The bank returned its payment: the owner clears it under Payment once it is settled another way.';

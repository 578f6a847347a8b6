import type { ToastInput } from '../../components/ui/use-toast.ts';

/** What checkout tells the shopper, word for word as the store has always shown it. */

export const CART_EMPTY_NOTICE = {
  variant: 'destructive',
  title: 'Cart Empty',
  description: 'Your cart is empty. Please add items before checkout.',
} as const satisfies ToastInput;

export const CHECKOUT_ERROR_NOTICE = {
  variant: 'destructive',
  title: 'Checkout Error',
  description: 'Failed to initialize checkout. Please try again.',
} as const satisfies ToastInput;

export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const UNEXPECTED_PAYMENT_FAILURE = 'An error occurred during payment. Please try again.';

/** The provider's message, or the generic one when the failure was not the card's. */
export function paymentFailedNotice(message: string = UNEXPECTED_PAYMENT_FAILURE): ToastInput {
  return { variant: 'destructive', title: PAYMENT_FAILED_TITLE, description: message };
}

export const ORDER_NOT_PLACED_TITLE = 'Order Not Placed';

/** An order paid at the door that the store did not take: its words, or the general ones. */
export function orderNotPlacedNotice(message = "We couldn't place your order. Please try again."): ToastInput {
  return { variant: 'destructive', title: ORDER_NOT_PLACED_TITLE, description: message };
}

/**
 * The heading and line of the order confirmation. Nothing is taken when an order is placed (paid
 * at the door, or a bank account or card charged once it is handed over), so it does not say
 * "Payment Successful" as the earlier store did.
 */
export const ORDER_PLACED = {
  title: 'Order Placed',
  text: 'Your order has been placed successfully!',
} as const;

export const CHECKOUT_TEXTS = {
  detailsFirst: 'Enter your delivery details to see your total with delivery and taxes, and pay securely.',
  addedLater: 'Delivery and taxes are added once your details are complete.',
  estimate: 'Worked out from your state’s saved rates. The store confirms the total before you pay.',
  savingCart: 'Saving your cart…',
  preparing: 'Preparing secure payment…',
  updating: 'Updating your total…',
  unreachable: "We couldn't reach the store. Check your connection and try again.",
  ageAgain: 'Please confirm your age again to continue to payment.',
  notConfigured: 'Card payment is not set up on this site yet. Please try again later.',
  remembered: 'We remember these details on this device for next time, except your date of birth.',
  dateOfBirthHint: 'We ask for it with every order and check ID at delivery. Never stored on this device.',
  testMode: 'Test mode — no real card is charged',
  testBankMode: 'Test mode — no real bank account is debited',
  bankNumbersKept:
    'Find both numbers at the bottom of a check. Your bank links the account; we keep only its last four digits.',
} as const;

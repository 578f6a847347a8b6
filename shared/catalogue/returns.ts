/** Return windows, refund times and eligibility: plain data read by the returns page. */

/** Defective or incorrect cannabis items may be returned within this many days of delivery. */
export const DEFECTIVE_CANNABIS_RETURN_DAYS = 7;

/** Accessories may be returned within this many days of delivery. */
export const ACCESSORY_RETURN_DAYS = 30;

/** Shipping damage must be reported, with photos, within this many hours of delivery. */
export const SHIPPING_DAMAGE_REPORT_HOURS = 24;

export interface ReturnWindow {
  id: 'defective-cannabis' | 'accessories' | 'shipping-damage';
  items: string;
  window: string;
  conditions: string;
}

export const RETURN_WINDOWS: readonly ReturnWindow[] = [
  {
    id: 'defective-cannabis',
    items: 'Defective or incorrect cannabis products',
    window: `${DEFECTIVE_CANNABIS_RETURN_DAYS} days from delivery`,
    conditions: 'The item arrived faulty or is not what you ordered. Keep the product and its packaging.',
  },
  {
    id: 'accessories',
    items: 'Accessories',
    window: `${ACCESSORY_RETURN_DAYS} days from delivery`,
    conditions: 'Unused, in the original packaging, with all parts included.',
  },
  {
    id: 'shipping-damage',
    items: 'Orders damaged in transit',
    window: `${SHIPPING_DAMAGE_REPORT_HOURS} hours from delivery`,
    conditions: 'Send photos of the damaged box and products when you contact us.',
  },
];

/** What cannot be returned. */
export const INELIGIBLE_ITEMS: readonly string[] = [
  'Opened or used products',
  'Expired products',
  'Custom items',
  'Items that were stored improperly (for example, left in heat or direct sun)',
  `Items bought more than ${ACCESSORY_RETURN_DAYS} days ago`,
];

/** How long each step of a refund takes. */
export const INSPECTION_TIME = '1-2 business days';
export const REFUND_PROCESSING_TIME = '3-5 business days';
export const CARD_REFUND_TIME = '3-7 business days';

export interface RefundStep {
  step: string;
  time: string;
  detail: string;
}

export const REFUND_TIMELINE: readonly RefundStep[] = [
  {
    step: 'Inspection',
    time: INSPECTION_TIME,
    detail: 'We check the returned item, or the photos you sent, once it reaches us.',
  },
  {
    step: 'Refund processing',
    time: REFUND_PROCESSING_TIME,
    detail:
      'Once a return is approved, we refund it the way you paid: to your card or bank account, or, if you paid at the door, in cash or to your debit card.',
  },
  {
    step: 'Card and bank refunds',
    time: CARD_REFUND_TIME,
    detail: 'Your bank or card issuer then takes this long to show the credit on your statement.',
  },
];

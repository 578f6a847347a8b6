/** Dispatched on window when the shopper confirms their age: cart writes are allowed from then. */
export const AGE_VERIFIED_EVENT = 'verdant:age-verified';

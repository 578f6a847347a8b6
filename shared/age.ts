/** Spec 1 §9: shoppers must be 21 or older. */
export const MINIMUM_AGE = 21;
/** How long an age confirmation lasts before the gate asks again. */
export const AGE_VERIFICATION_DAYS = 30;

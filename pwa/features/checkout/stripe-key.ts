/**
 * Stripe's publishable key, set at build time (VITE_STRIPE_PUBLISHABLE_KEY). Without it, or when
 * the server runs the test gateway, checkout uses the test gateway's card form.
 */
const key: unknown = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
export const STRIPE_PUBLISHABLE_KEY: string | null = typeof key === 'string' && key.trim() ? key.trim() : null;

/** What the shopper reads about the connection; kept together so every screen says the same. */
export const OFFLINE_MESSAGES = {
  banner: "You're offline. Browsing and your cart still work; checkout waits for a connection.",
  checkout: "You're offline. Checkout needs a connection; your cart is saved.",
  checkoutResumes: 'This page carries on by itself as soon as you are back online.',
  ageGate: "You're offline. Connect to the internet once to confirm your age; after that the store works offline too.",
} as const;

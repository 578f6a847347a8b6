/**
 * Where reviews and contact messages are posted. Apart from their schemas, so that the device's
 * queue of unsent ones, which starts on every page, loads without them.
 */
export const REVIEWS_PATH = '/api/reviews';
export const CONTACT_PATH = '/api/contact';

/** What other features use of the offline experience: its texts, so every screen says the same. */
export { OFFLINE_MESSAGES } from './offline-messages.ts';

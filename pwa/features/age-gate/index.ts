/** What other features use of the age gate: the server's answer, and forgetting it when the server has. */
export { forgetAgeVerified } from './age-memory.ts';
export { ageVerificationQueryOptions } from './age-verification-api.ts';

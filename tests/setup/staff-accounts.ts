import { expect } from 'vitest';
import { API_PATHS } from '#shared/api-paths';
import type { StaffRole } from '#shared/back-office/permissions';
import type { StaffMember } from '#shared/schemas/admin/staff';
import { addStaff, COMMAND_LINE_ACTOR } from '../../sync-api/staff/staff-service.ts';
import { type ApiHarness, TEST_PASSWORDS } from './api-harness.ts';
import type { TestClient } from './test-client.ts';

/** The password every test account is made with. */
export const STAFF_TEST_PASSWORD = 'a long test passphrase 42';

export const staffEmail = (role: StaffRole, name: string = role) => `${name}@verdant.test`;

/** Makes an account the way `npm run staff -- add` does. */
export function addStaffMember(harness: ApiHarness, role: StaffRole, email = staffEmail(role)): Promise<StaffMember> {
  return addStaff(harness.db, { email, password: STAFF_TEST_PASSWORD, role }, COMMAND_LINE_ACTOR, TEST_PASSWORDS);
}

/** A client signed in to the back office through its sign-in call, as a browser would be. */
export async function signIn(client: TestClient, email: string, password = STAFF_TEST_PASSWORD) {
  return client.post(API_PATHS.adminSession, { json: { email, password } });
}

/** A new account of `role`, and a client signed in as it. */
export async function staffClient(
  harness: ApiHarness,
  role: StaffRole,
  email = staffEmail(role),
): Promise<{ client: TestClient; member: StaffMember }> {
  const member = await addStaffMember(harness, role, email);
  const client = harness.client();
  const response = await signIn(client, email);
  expect(response.status, response.text).toBe(200);
  return { client, member };
}

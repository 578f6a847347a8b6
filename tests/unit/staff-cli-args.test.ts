import { describe, expect, test } from 'vitest';
import { parseStaffCommand } from '../../sync-api/staff-cli-args.ts';

describe('the staff command reads its arguments', () => {
  test.each([
    [['add', 'Boss@Example.com', '--role', 'owner'], { name: 'add', email: 'boss@example.com', role: 'owner' }],
    [['add', '--role=staff', 'packer@example.com'], { name: 'add', email: 'packer@example.com', role: 'staff' }],
    [['list'], { name: 'list' }],
    [['disable', ' packer@example.com '], { name: 'disable', email: 'packer@example.com' }],
    [['reset-password', 'boss@example.com'], { name: 'reset-password', email: 'boss@example.com' }],
    [['--help'], { name: 'help' }],
    [['help'], { name: 'help' }],
  ])('%j', (argv, command) => {
    expect(parseStaffCommand(argv)).toEqual({ ok: true, command });
  });

  test.each([
    [[], 'Name a command'],
    [['promote', 'a@example.com'], 'Unknown command "promote"'],
    [['add', 'a@example.com'], 'add needs --role owner, --role staff, --role driver'],
    [['add', 'a@example.com', '--role', 'admin'], '--role must be owner, staff, driver, not "admin"'],
    [['add', 'a@example.com', '--role'], "Option '--role <value>' argument missing"],
    [['add', '--role', 'owner'], 'add needs an email address'],
    [['add', 'not-an-email', '--role', 'owner'], '"not-an-email" is not an email address'],
    [['disable'], 'disable needs an email address'],
    [['disable', 'a@example.com', 'b@example.com'], 'Unexpected argument "b@example.com"'],
    [['list', 'everyone'], 'Unexpected argument "everyone"'],
    [['list', '--role', 'owner'], '--role is only for add'],
    [['reset-password', 'a@example.com', '--force'], "Unknown option '--force'"],
  ])('%j is refused', (argv, message) => {
    const parsed = parseStaffCommand(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});

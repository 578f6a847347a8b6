import type { Context, Middleware } from 'koa';
import { ADMIN_API_PREFIX } from '#shared/api-paths';
import { can, type Permission } from '#shared/back-office/permissions';
import { AppError } from '../app-error.ts';
import type { AppState } from '../app-state.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../staff/audit-log.ts';
import { readStaffSession, STAFF_SESSION_IDLE_MS } from '../staff/staff-sessions.ts';
import { staffMemberFromRow } from '../staff/staff-store.ts';
import { cookieName, staffCookieOptions } from './cookies.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The staff session token from its signed cookie; a forged or tampered cookie counts as none. */
export function readStaffToken(ctx: Context): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx, 'staff'), { signed: true });
  return value && TOKEN.test(value) ? value : undefined;
}

export function setStaffCookie(ctx: Context, token: string): void {
  ctx.cookies.set(cookieName(ctx, 'staff'), token, staffCookieOptions(ctx, STAFF_SESSION_IDLE_MS, ADMIN_API_PREFIX));
}

export function clearStaffCookie(ctx: Context): void {
  ctx.cookies.set(cookieName(ctx, 'staff'), null, {
    ...staffCookieOptions(ctx, 0, ADMIN_API_PREFIX),
    maxAge: undefined,
  });
}

/**
 * Every back-office call needs a live staff session (else 401); the shop's cookies grant
 * nothing here. Each use keeps the session alive for another 12 hours.
 */
export function requireStaff(db: Database): Middleware<AppState> {
  return async function requireStaffMiddleware(ctx, next) {
    const token = readStaffToken(ctx);
    const staff = token ? await readStaffSession(db, token, new Date()) : null;
    if (!token || !staff) {
      if (token) clearStaffCookie(ctx);
      throw new AppError('staff_sign_in_required', 401, 'Sign in to the back office to do this.');
    }
    setStaffCookie(ctx, token);
    ctx.state.staff = staffMemberFromRow(staff);
    await next();
  };
}

/** 403 unless the signed-in member's role allows `permission` (shared/back-office/permissions.ts). */
export function requirePermission(permission: Permission): Middleware<AppState> {
  return async function requirePermissionMiddleware(ctx, next) {
    const staff = signedInStaff(ctx.state);
    if (!can(staff.role, permission)) {
      throw new AppError('forbidden', 403, 'Your role does not allow this. Ask the store owner.');
    }
    await next();
  };
}

/** The member `requireStaff` found; a handler mounted without it is a programming error. */
export function signedInStaff(state: AppState): NonNullable<AppState['staff']> {
  if (!state.staff) throw new Error('requireStaff did not run before this handler');
  return state.staff;
}

/** Who the audit log names for this request. */
export function actorOf(ctx: Context & { state: AppState }): Actor {
  const staff = signedInStaff(ctx.state);
  return { staffId: staff.id, staffEmail: staff.email, ip: ctx.ip };
}

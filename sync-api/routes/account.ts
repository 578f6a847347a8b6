import type { Context } from 'koa';
import { AGE_VERIFICATION_DAYS } from '#shared/age';
import { API_PATHS } from '#shared/api-paths';
import {
  accountUpdateSchema,
  codeSignInRequestSchema,
  passkeyAnswerSchema,
  passkeySignInRequestSchema,
  signInCodeRequestSchema,
} from '#shared/schemas/account';
import {
  accountOrders,
  passkeySignInCeremony,
  type SignedIn,
  type SigningInDevice,
  sendSignInCode,
  signInWithCode,
  signInWithPasskey,
} from '../accounts/account-service.ts';
import { endEveryShopperSession, endShopperSession } from '../accounts/account-sessions.ts';
import { accountView, findAccount, renameAccount } from '../accounts/account-store.ts';
import { type RelyingParty, registerPasskey, registrationCeremony, removePasskey } from '../accounts/passkeys.ts';
import { AppError } from '../app-error.ts';
import type { CartSettings } from '../cart/cart-facts-store.ts';
import { recordAgeVerification } from '../compliance/age-verification-service.ts';
import type { Database } from '../db/database.ts';
import type { WriteLimiters } from '../limits/write-limits.ts';
import {
  accountIdOf,
  clearAccountCookie,
  readAccountToken,
  requireAccount,
  setAccountCookie,
  signedInAccountId,
} from '../middleware/account-session.ts';
import { readAgeVerification } from '../middleware/age-check.ts';
import { cookieName, cookieOptions } from '../middleware/cookies.ts';
import { noStore } from '../middleware/no-store.ts';
import { anonymousSession, sessionOf } from '../middleware/session.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * Shoppers' accounts (decision 031): codes by email, passkeys, the account and its orders,
 * signing out here or everywhere. Never cached.
 */
export function accountRouter(
  db: Database,
  limits: WriteLimiters,
  carts: CartSettings,
  publicOrigin: string | null,
): ApiRouter {
  const router = apiRouter();
  const uncached = noStore();
  const signedInOnly = requireAccount(db);
  const limited = limitWrites(limits, 'accountSignIn');

  /** The store as passkeys know it: PUBLIC_ORIGIN's, or (in development) the page's own origin. */
  function relyingParty(ctx: Context): RelyingParty {
    const origin = publicOrigin ?? (ctx.get('origin') || `${ctx.protocol}://${ctx.host}`);
    return { id: new URL(origin).hostname, origin };
  }

  async function account(ctx: Context) {
    const found = await findAccount(db, accountIdOf(ctx.state));
    if (!found) throw new AppError('account_sign_in_required', 401, 'Sign in to your account to do this.');
    return found;
  }

  /** The device signing in, whose cart comes to the account's (decision 033). */
  async function signingIn(ctx: Context, cartState: string | null | undefined): Promise<SigningInDevice> {
    return {
      sessionId: sessionOf(ctx.state),
      cartState: cartState ?? null,
      ageConfirmedHere: (await readAgeVerification(db, ctx)) !== null,
      carts,
      now: new Date(),
    };
  }

  /**
   * Signed in: the cookie, and the device's age confirmation when the account confirmed its age
   * before on another device (checkout still checks the date of birth).
   */
  async function answerSignedIn(ctx: Context, signed: SignedIn) {
    setAccountCookie(ctx, signed.token);
    if (signed.ageConfirmed && !(await readAgeVerification(db, ctx))) {
      const record = await recordAgeVerification(db, { userAgent: ctx.get('user-agent') || null });
      ctx.cookies.set(
        cookieName(ctx, 'age'),
        record.id,
        cookieOptions(ctx, AGE_VERIFICATION_DAYS * 24 * 60 * 60 * 1000),
      );
    }
    ctx.status = signed.created ? 201 : 200;
    ctx.body = { account: signed.account, created: signed.created, cartMerge: signed.cartMerge };
  }

  router.get(API_PATHS.account, uncached, async (ctx) => {
    const accountId = await signedInAccountId(db, ctx);
    const found = accountId ? await findAccount(db, accountId) : null;
    ctx.body = { account: found ? await accountView(db, found) : null };
  });

  router.patch(API_PATHS.account, uncached, signedInOnly, async (ctx) => {
    const { displayName } = accountUpdateSchema.parse(ctx.request.body ?? {});
    const found = await account(ctx);
    await renameAccount(db, found.id, displayName);
    ctx.body = { account: await accountView(db, { ...found, display_name: displayName }) };
  });

  router.post(API_PATHS.accountCodes, uncached, limited, anonymousSession(), async (ctx) => {
    const { email } = signInCodeRequestSchema.parse(ctx.request.body ?? {});
    await sendSignInCode(db, email, new Date());
    ctx.status = 202;
    ctx.body = { sentTo: email };
  });

  router.post(API_PATHS.accountSession, uncached, limited, anonymousSession(), async (ctx) => {
    const request = codeSignInRequestSchema.parse(ctx.request.body ?? {});
    const signed = await signInWithCode(db, request, await signingIn(ctx, request.cartState));
    await answerSignedIn(ctx, signed);
  });

  router.delete(API_PATHS.accountSession, uncached, async (ctx) => {
    const token = readAccountToken(ctx);
    if (token) await endShopperSession(db, token);
    clearAccountCookie(ctx);
    ctx.status = 204;
  });

  router.delete(API_PATHS.accountSessions, uncached, signedInOnly, async (ctx) => {
    const ended = await endEveryShopperSession(db, accountIdOf(ctx.state));
    clearAccountCookie(ctx);
    ctx.body = { signedOut: ended };
  });

  router.get(API_PATHS.accountOrders, uncached, signedInOnly, async (ctx) => {
    ctx.body = await accountOrders(db, await account(ctx));
  });

  router.post(API_PATHS.accountPasskeyOptions, uncached, limited, signedInOnly, async (ctx) => {
    ctx.body = await registrationCeremony(db, await account(ctx), relyingParty(ctx), new Date());
  });

  router.post(API_PATHS.accountPasskeys, uncached, limited, signedInOnly, async (ctx) => {
    const answer = passkeyAnswerSchema.parse(ctx.request.body ?? {});
    const found = await account(ctx);
    await registerPasskey(db, found, relyingParty(ctx), answer, new Date());
    ctx.status = 201;
    ctx.body = { account: await accountView(db, found) };
  });

  router.delete(`${API_PATHS.accountPasskeys}/:id`, uncached, signedInOnly, async (ctx) => {
    await removePasskey(db, accountIdOf(ctx.state), ctx.params.id ?? '');
    ctx.status = 204;
  });

  router.post(API_PATHS.passkeySignInOptions, uncached, limited, async (ctx) => {
    ctx.body = await passkeySignInCeremony(db, relyingParty(ctx), new Date());
  });

  router.post(API_PATHS.passkeySignIn, uncached, limited, anonymousSession(), async (ctx) => {
    const { cartState, ...answer } = passkeySignInRequestSchema.parse(ctx.request.body ?? {});
    const signed = await signInWithPasskey(db, relyingParty(ctx), answer, await signingIn(ctx, cartState));
    await answerSignedIn(ctx, signed);
  });

  return router;
}

import { API_PATHS } from '#shared/api-paths';
import { addToCartSchema, removeCartLineQuerySchema, updateCartLineSchema } from '#shared/schemas/cart';
import { syncRequestSchema } from '#shared/schemas/cart-sync';
import { productIdSchema } from '#shared/schemas/product';
import { AppError } from '../app-error.ts';
import { type CartSettings, CatalogueFactsCache } from '../cart/cart-facts-store.ts';
import { addToCart, clearCart, getCartItems, removeCartLines, updateCartLine } from '../cart/cart-service.ts';
import { syncCart } from '../cart/cart-sync-service.ts';
import { KeptCarts } from '../cart/kept-carts.ts';
import type { Database } from '../db/database.ts';
import type { AppLimits } from '../limits/app-limits.ts';
import { cartSession, cartSessionOf, signedInShopper } from '../middleware/account-session.ts';
import { ageCookieOf, assertAgeVerified, requireAgeVerified } from '../middleware/age-check.ts';
import { noStore } from '../middleware/no-store.ts';
import { anonymousSession, keepSession, readSessionId } from '../middleware/session.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import type { CatalogueVersion } from '../shared-answers/catalogue-version.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

function cartProductId(raw: string): string {
  const parsed = productIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('product_not_found', 404, `No product has the id "${raw}".`);
  return parsed.data;
}

/** What the cart's calls, and signing in (which brings a device's cart to the account's), decide with, once per process. */
export function cartSettings(limits: AppLimits, catalogueVersion: CatalogueVersion): CartSettings {
  return {
    catalogue: new CatalogueFactsCache(),
    catalogueVersion: () => catalogueVersion.current,
    keptCarts: new KeptCarts(),
    maxTotalCents: limits.maxOrderTotalCents,
  };
}

/**
 * The cart's REST calls and its sync on the server's cart: the signed-in account's on any
 * device, else this session's (decision 033). Never cached.
 */
export function cartRouter(db: Database, limits: AppLimits, settings: CartSettings): ApiRouter {
  const router = apiRouter({ prefix: API_PATHS.cart });
  const ageVerified = requireAgeVerified(db);
  // After the age check, so a refused write does not start a session.
  const session = anonymousSession();
  const owner = cartSession(db);
  // First of all, so that a refused write does nothing at all.
  const cartWrite = limitWrites(limits.writes, 'cartWrites');

  router.use(noStore());

  router.get('/', session, owner, async (ctx) => {
    const owner = ctx.state.cartSessionId ?? ctx.state.sessionId;
    ctx.body = owner ? await getCartItems(db, owner) : [];
  });

  router.post('/', cartWrite, ageVerified, session, owner, async (ctx) => {
    const request = addToCartSchema.parse(ctx.request.body ?? {});
    ctx.body = await addToCart(db, settings, cartSessionOf(ctx.state), request);
  });

  // The local-first protocol: push pending mutations, get the authoritative cart back. A push
  // from a session that exists checks the age in its own first statement; a push that starts a
  // session, or that cannot be read, checks it first, as every cart write does, so that a
  // refused one starts no session and is refused for the age before its form.
  router.post('/sync', limitWrites(limits.writes, 'cartSync'), async (ctx) => {
    const known = readSessionId(ctx);
    const request = syncRequestSchema.safeParse(ctx.request.body ?? {});
    if (!known || !request.success) await assertAgeVerified(db, ctx);
    if (!request.success) throw request.error;
    const device = keepSession(ctx, known);
    const account = await signedInShopper(db, ctx);
    const shopper = { sessionId: account?.cartSessionId ?? device, ageCookie: ageCookieOf(ctx) };
    ctx.body = await syncCart(db, settings, shopper, request.data);
  });

  router.put('/:productId', cartWrite, ageVerified, session, owner, async (ctx) => {
    const productId = cartProductId(ctx.params.productId ?? '');
    const request = updateCartLineSchema.parse(ctx.request.body ?? {});
    ctx.body = await updateCartLine(db, settings, cartSessionOf(ctx.state), productId, request);
  });

  router.delete('/:productId', cartWrite, ageVerified, session, owner, async (ctx) => {
    const productId = cartProductId(ctx.params.productId ?? '');
    const selector = removeCartLineQuerySchema.parse(ctx.query);
    ctx.body = await removeCartLines(db, cartSessionOf(ctx.state), productId, selector);
  });

  router.delete('/', cartWrite, ageVerified, session, owner, async (ctx) => {
    ctx.body = await clearCart(db, cartSessionOf(ctx.state));
  });

  return router;
}

import { API_PATHS } from '#shared/api-paths';
import { contactSubmissionSchema } from '#shared/schemas/contact';
import { submitContactMessage } from '../contact/contact-service.ts';
import type { Database } from '../db/database.ts';
import type { WriteLimiters } from '../limits/write-limits.ts';
import { noStore } from '../middleware/no-store.ts';
import { limitWrites } from '../middleware/write-limit.ts';
import { type ApiRouter, apiRouter } from './api-router.ts';

/**
 * POST /api/contact: a message from the contact form. 201 with `{id}` when new; 200 with the
 * same answer when the device resends a submission it already made.
 *
 * No age cookie is asked for: a message buys nothing, and anyone (a parent, a regulator, a
 * would-be partner) may need to reach us; a message queued offline must also still go through
 * after the age confirmation has lapsed. Cart writes, payments and orders keep the check.
 */
export function contactRouter(db: Database, limits: WriteLimiters): ApiRouter {
  const router = apiRouter({ prefix: API_PATHS.contact });

  router.post('/', noStore(), limitWrites(limits, 'contact'), async (ctx) => {
    const submission = contactSubmissionSchema.parse(ctx.request.body ?? {});
    const { created, receipt } = await submitContactMessage(db, submission);
    ctx.status = created ? 201 : 200;
    ctx.body = receipt;
  });

  return router;
}

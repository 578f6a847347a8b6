/**
 * The back office's screen rules that need no browser: which sections a role sees, where
 * sign-in may send someone, how a refusal reads, what a product edit sends, and how the audit
 * log shows a change. Its pages' place in the site (never indexed, never in the manifest) too.
 */
import { describe, expect, test } from 'vitest';
import { STAFF_ROLES } from '#shared/back-office/permissions';
import { BACK_OFFICE_TITLE, backOfficeHeadHtml, backOfficeTitle } from '#shared/back-office/screens';
import { isBackOfficePath } from '#shared/routes';
import type { AdminProduct } from '#shared/schemas/admin/catalogue';
import { changeLines, valueText } from '../../pwa/admin/audit/audit-words.ts';
import { changedFields, checkEdit, formValuesOf } from '../../pwa/admin/catalogue/product-edit.ts';
import { firstScreenFor, sectionsFor } from '../../pwa/admin/layout/sections.ts';
import { fieldErrorsFrom, waitFrom } from '../../pwa/admin/lib/api-problems.ts';
import { signInSearchSchema } from '../../pwa/admin/session/sign-in-search.ts';
import { ApiError } from '../../pwa/lib/api-client.ts';
import { webAppManifest } from '../../pwa/web-app-manifest.ts';

describe('the back office’s place in the site', () => {
  test('/admin and every address under it are the back office’s; look-alikes are the shop’s', () => {
    for (const path of ['/admin', '/admin/', '/admin/orders', '/admin/orders/any-id']) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
    for (const path of ['/', '/administration', '/admins', '/product/admin-kit', '/api/admin/orders']) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });

  test('its head is its name and noindex, nothing a search engine or link preview would use', () => {
    expect(backOfficeHeadHtml()).toBe(
      `<title>${BACK_OFFICE_TITLE}</title>\n    <meta name="robots" content="noindex">`,
    );
    expect(backOfficeTitle('Orders')).toBe('Orders · Verdant back office');
    expect(backOfficeTitle()).toBe('Verdant back office');
  });

  test('the web app manifest names no back-office address', () => {
    expect(JSON.stringify(webAppManifest)).not.toMatch(/\/admin/);
  });
});

describe('sections by role', () => {
  test('the owner sees every section, the overview first; staff see neither Staff nor the audit log; a driver only deliveries', () => {
    expect(sectionsFor('owner').map((section) => section.label)).toEqual([
      'Overview',
      'Orders',
      'Deliveries',
      'Stock',
      'Catalogue',
      'State rules',
      'Reviews',
      'Messages',
      'Outbox',
      'Reports',
      'Audit log',
      'Staff',
    ]);
    expect(sectionsFor('staff').map((section) => section.label)).toEqual([
      'Orders',
      'Deliveries',
      'Stock',
      'Catalogue',
      'State rules',
      'Reviews',
      'Messages',
      'Outbox',
    ]);
    expect(sectionsFor('driver').map((section) => section.label)).toEqual(['Deliveries']);
  });

  test('each role lands on the first section it may use', () => {
    expect(STAFF_ROLES.map((role) => [role, firstScreenFor(role)])).toEqual([
      ['owner', '/admin/overview'],
      ['staff', '/admin/orders'],
      ['driver', '/admin/deliveries'],
    ]);
  });
});

describe('where signing in leads', () => {
  const next = (value: unknown) => signInSearchSchema.parse({ next: value }).next;

  test('back to a back-office screen, with its filters', () => {
    expect(next('/admin/stock?low=true')).toBe('/admin/stock?low=true');
    expect(next('/admin/orders/9f1c2d3e')).toBe('/admin/orders/9f1c2d3e');
  });

  test('never to another site, the shop, or an address that could become one', () => {
    for (const value of [
      '//evil.example/admin/x',
      'https://evil.example/admin/',
      '/shop',
      '/admin',
      '/admin\\@evil',
      3,
    ]) {
      expect(next(value), String(value)).toBeUndefined();
    }
  });
});

describe('refusals in words', () => {
  test('Retry-After becomes how long to wait, rounded up', () => {
    expect(waitFrom('30')).toBe('30 seconds');
    expect(waitFrom('60')).toBe('1 minute');
    expect(waitFrom('61')).toBe('2 minutes');
    expect(waitFrom('840')).toBe('14 minutes');
    for (const unusable of [null, '', 'soon', '0', '-5']) expect(waitFrom(unusable), String(unusable)).toBeNull();
  });

  test('a 400’s issues become one message per field, the first for each', () => {
    const refusal = new ApiError(400, 'invalid_request', '400: x', 'x', [
      { path: ['price'], message: 'Price is dollars and cents, like 48.00' },
      { path: ['price'], message: 'a second one' },
      { path: ['effects', 2], message: 'Effect is required' },
      { path: [], message: 'Send at least one field to change' },
    ]);
    expect(fieldErrorsFrom(refusal)).toEqual({
      price: 'Price is dollars and cents, like 48.00',
      effects: 'Effect is required',
    });
    expect(
      fieldErrorsFrom(new ApiError(409, 'staff_exists', '409: x', 'x', [{ path: ['email'], message: 'm' }])),
    ).toEqual({});
  });
});

const PRODUCT: AdminProduct = {
  id: 'tangie-flower',
  name: 'Tangie Flower',
  description: 'Bright and citrusy.',
  price: '48.00',
  category: 'flower',
  effects: ['Energetic', 'Uplifted'],
  flavors: ['Tangerine'],
  thcContent: '22% THC',
  thcMgPerGummy: null,
  cbdContent: '<1% CBD',
  featured: false,
  discontinued: false,
  inStock: true,
  rating: '4.6',
  reviewCount: 734,
  updatedAt: '2026-11-25T10:00:00.000Z',
  sizes: [{ size: '3.5g', label: '3.5g (Eighth)', content: { measure: 'flowerGrams', amount: 3.5 } }],
};

describe('a product edit', () => {
  test('sends only what changed, tags split from their commas', () => {
    const values = { ...formValuesOf(PRODUCT), effects: 'Energetic,  Focused ,', featured: true };
    expect(changedFields(PRODUCT, values, 'owner')).toEqual({ effects: ['Energetic', 'Focused'], featured: true });
    expect(changedFields(PRODUCT, formValuesOf(PRODUCT), 'owner')).toEqual({});
  });

  test('never sends a price, discontinued, a category or a THC from a role that may not change them', () => {
    const values = {
      ...formValuesOf(PRODUCT),
      price: '40.00',
      discontinued: true,
      category: 'prerolls',
      thcContent: '30% THC',
      name: 'Tangie',
    };
    expect(changedFields(PRODUCT, values, 'staff')).toEqual({ name: 'Tangie' });
    expect(changedFields(PRODUCT, values, 'owner')).toEqual({
      name: 'Tangie',
      price: '40.00',
      category: 'prerolls',
      thcContent: '30% THC',
      discontinued: true,
    });
  });

  test('is checked with the API’s schema, each problem under its field', () => {
    const checked = checkEdit(PRODUCT, { price: '40', name: ' ', effects: [] });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      price: 'Price is dollars and cents, like 48.00',
      name: 'Name is required',
      effects: 'Give at least one effect',
    });
    expect(checkEdit(PRODUCT, { price: '40.00' })).toEqual({ ok: true, edit: { price: '40.00' } });
  });

  test('a move to gummies needs a THC per gummy, said under it before anything is sent', () => {
    expect(checkEdit(PRODUCT, { category: 'gummies' })).toEqual({
      ok: false,
      errors: { thcMgPerGummy: 'A product moved to gummies needs its THC per gummy' },
    });
    const both = { category: 'gummies', thcMgPerGummy: '5' };
    expect(checkEdit(PRODUCT, both)).toEqual({ ok: true, edit: both });
    expect(checkEdit(PRODUCT, { thcContent: '30% THC' }).ok).toBe(true);
    expect(checkEdit(PRODUCT, { thcMgPerGummy: '5' })).toEqual({
      ok: false,
      errors: { thcMgPerGummy: 'Only gummies have a THC per gummy' },
    });
  });
});

const GUMMY: AdminProduct = {
  ...PRODUCT,
  id: 'lychee-gummies',
  category: 'gummies',
  thcContent: '5mg THC per gummy',
  thcMgPerGummy: '5',
  sizes: [{ size: '6-pack', label: '6-Pack', content: { measure: 'edibleThcMg', amount: 30 } }],
};

describe('a gummy’s THC per gummy in the form', () => {
  test('shows as the API has it, and a product with none as an empty field', () => {
    expect(formValuesOf(GUMMY).thcMgPerGummy).toBe('5');
    expect(formValuesOf(PRODUCT).thcMgPerGummy).toBe('');
  });

  test('is sent for a gummy, by the owner only; a gummy’s THC text never is', () => {
    const values = { ...formValuesOf(GUMMY), thcMgPerGummy: '10', thcContent: '10mg THC per gummy', name: 'Lychee' };
    expect(changedFields(GUMMY, values, 'owner')).toEqual({ name: 'Lychee', thcMgPerGummy: '10' });
    expect(changedFields(GUMMY, values, 'staff')).toEqual({ name: 'Lychee' });
  });

  test('goes with a move into gummies, and stays behind on a move out of them', () => {
    const intoGummies = { ...formValuesOf(PRODUCT), category: 'gummies', thcMgPerGummy: '2.5', thcContent: '9% THC' };
    expect(changedFields(PRODUCT, intoGummies, 'owner')).toEqual({ category: 'gummies', thcMgPerGummy: '2.5' });
    const outOfGummies = { ...formValuesOf(GUMMY), category: 'flower', thcMgPerGummy: '7', thcContent: '22% THC' };
    expect(changedFields(GUMMY, outOfGummies, 'owner')).toEqual({ category: 'flower', thcContent: '22% THC' });
  });

  test('is checked with the API’s rules: a plain decimal of more than 0 and at most 100', () => {
    for (const [typed, message] of [
      ['1e3', 'THC per gummy is milligrams as a plain number, like 5 or 2.5'],
      ['0', 'THC per gummy must be more than 0 mg'],
      ['-1', 'THC per gummy is milligrams as a plain number, like 5 or 2.5'],
      ['250', 'THC per gummy must be at most 100 mg'],
      ['', 'THC per gummy is required'],
    ]) {
      expect(checkEdit(GUMMY, { thcMgPerGummy: typed }), typed).toEqual({
        ok: false,
        errors: { thcMgPerGummy: message },
      });
    }
    expect(checkEdit(GUMMY, { thcMgPerGummy: '7.5' })).toEqual({ ok: true, edit: { thcMgPerGummy: '7.5' } });
  });
});

describe('an audit entry’s change', () => {
  test('two records: only the fields that differ, an absent field the same as an empty one', () => {
    expect(
      changeLines({ status: 'paid', note: null, onHand: 24 }, { status: 'processing', onHand: 24, extra: '' }),
    ).toEqual([{ field: 'Status', before: 'Order Placed', after: 'Processing' }]);
  });

  test('a record made lists its fields; one removed lists what it held', () => {
    expect(changeLines(null, { email: 'a@b.test', role: 'staff' })).toEqual([
      { field: 'Email', before: null, after: 'a@b.test' },
      { field: 'Role', before: null, after: 'staff' },
    ]);
    expect(changeLines({ on_hand: 3 }, null)).toEqual([{ field: 'On hand', before: '3', after: null }]);
  });

  test('plain values, and nothing at all', () => {
    expect(changeLines(5, 8)).toEqual([{ field: 'Value', before: '5', after: '8' }]);
    expect(changeLines(null, null)).toEqual([]);
    expect(changeLines(undefined, undefined)).toEqual([]);
  });

  test('values read as the screens write them', () => {
    expect(valueText(['Happy', 'Calm'])).toBe('Happy, Calm');
    expect(valueText(false)).toBe('false');
    expect(valueText('')).toBe('—');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText('in_transit')).toBe('In Transit');
    expect(valueText('2026-11-25T04:47:13.395Z')).toMatch(/^Nov 2[45], 2026, \d{1,2}:47 [AP]M$/);
  });
});

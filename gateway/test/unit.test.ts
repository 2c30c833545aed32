import { describe, expect, it } from 'vitest';
import { generateResolverTypes, modelMappers, OUTPUT_FILE } from '../scripts/codegen.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cursorToOffset, offsetToCursor, pageArgs } from '../src/connection.js';
import { errorCodeFor, toUserErrors, UpstreamError } from '../src/errors.js';
import { fromGlobalId, listingId, parseListingKey, toGlobalId } from '../src/ids.js';
import { formatUsd } from '../src/resolvers/common.js';
import { productIdFromSlug } from '@tote/contract/slugs';
import { deviceOf } from '../src/http/web.js';

describe('generated resolver types', () => {
  it('are up to date with schema/*.graphql (run `npm run codegen -w @tote/gateway`)', async () => {
    expect(readFileSync(OUTPUT_FILE, 'utf8')).toBe(await generateResolverTypes());
  });

  it('map each type to the model of its name, read from the models file of its schema file', () => {
    const mappers = modelMappers();
    expect(mappers['Product']).toBe('../models/catalog.js#ProductModel');
    expect(mappers['ProductEdge']).toBe('../models/catalog.js#ProductEdgeModel');
    expect(mappers['User']).toBe('../models/account.js#UserModel');
    expect(mappers['ProductPoll']).toBe('../models/polls.js#ProductPollModel');
    expect(mappers['UserError']).toBeUndefined(); // no model: codegen's own shape
    expect(Object.keys(mappers)).not.toContain('Taxon'); // TaxonModel is a shape the catalog's models share
  });

  it('refuse a model outside its domain’s file, or one that takes type parameters', () => {
    const dir = mkdtempSync(join(tmpdir(), 'models-'));
    try {
      writeFileSync(join(dir, 'catalog.ts'), 'export type TaxonModel = { code: string };\n');
      expect(Object.keys(modelMappers(dir))).toEqual([]);
      writeFileSync(join(dir, 'catalog.ts'), 'export type UserModel = { id: string };\n');
      expect(() => modelMappers(dir)).toThrow('UserModel is in models/catalog.ts; User is in schema/account.graphql');
      writeFileSync(join(dir, 'catalog.ts'), 'export interface ProductEdgeModel<T> {\n  node: T;\n}\n');
      expect(() => modelMappers(dir)).toThrow('ProductEdgeModel (models/catalog.ts) maps ProductEdge');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ids and cursors', () => {
  it('global ids are base64("Type:key") and round-trip', () => {
    expect(toGlobalId('Product', 12)).toBe(Buffer.from('Product:12').toString('base64'));
    expect(fromGlobalId(toGlobalId('Category', 'DRESSES'))).toEqual({ type: 'Category', key: 'DRESSES' });
    expect(fromGlobalId('not an id!')).toBeNull();
    expect(fromGlobalId(Buffer.from('Unknown:1').toString('base64'))).toBeNull();
    const scope = { kind: 'COLLECTION' as const, code: 'allStyle', title: 'a: b' };
    const g = fromGlobalId(listingId(scope));
    expect(g?.type).toBe('ProductListing');
    expect(parseListingKey(g!.key)).toEqual(scope);
  });

  it('cursors encode offsets; first is 1..100', () => {
    expect(cursorToOffset(offsetToCursor(41))).toBe(41);
    expect(pageArgs({ first: 10, after: offsetToCursor(9) }, 24)).toEqual({ offset: 10, pageSize: 10, first: 10 });
    for (const first of [0, -1, 101, 1.5])
      expect(() => pageArgs({ first }, 24)).toThrow('`first` must be between 1 and 100.');
    expect(pageArgs({ first: 1 }, 24).pageSize).toBe(1);
    expect(pageArgs({}, 24).pageSize).toBe(24);
    expect(() => pageArgs({ first: 5, after: 'zzz' }, 24)).toThrow(/Invalid cursor/);
  });
});

describe('values', () => {
  it('slugs: the first segment is the product id', () => {
    expect(productIdFromSlug('123-brand-title')).toBe(123);
    expect(productIdFromSlug('123/brand/title')).toBe(123);
    expect(productIdFromSlug('123')).toBe(123);
    expect(productIdFromSlug('abc-123')).toBeNull();
    expect(productIdFromSlug('')).toBeNull();
    expect(productIdFromSlug('0-x')).toBeNull();
  });

  it('money is formatted in USD', () => {
    expect(formatUsd(89.5)).toBe('$89.50');
    expect(formatUsd(1234)).toBe('$1,234.00');
  });

  it('upstream codes map to stable error codes; screen-handled codes become userErrors', () => {
    expect(errorCodeFor(70003)).toBe('NOT_FOUND');
    expect(errorCodeFor(40000)).toBe('UNAUTHENTICATED');
    expect(errorCodeFor(22001)).toBe('SHARE_EXPIRED');
    expect(errorCodeFor(22002)).toBe('SHARE_EXPIRED');
    expect(errorCodeFor(60001)).toBe('INTERNAL');
    expect(errorCodeFor(12345)).toBe('INTERNAL');
    const e = new UpstreamError(70003, 'redirect', '/404', '/product/info');
    expect(e.extensions).toEqual({ code: 'NOT_FOUND', upstreamCode: 70003, action: 'redirect', content: '/404' });
    expect(
      toUserErrors(new UpstreamError(50000, 'toast', 'Invalid promo code', '/coupon/validate'), ['input', 'code']),
    ).toEqual([{ code: '50000', field: ['input', 'code'], message: 'Invalid promo code' }]);
    expect(() => toUserErrors(new UpstreamError(60001, 'toast', 'boom', '/x'))).toThrow('boom');
  });

  it('other business codes are REFUSED (the client follows message.action); a navigation is never a userError', () => {
    expect(errorCodeFor(23006)).toBe('REFUSED');
    expect(errorCodeFor(21001)).toBe('REFUSED');
    expect(errorCodeFor(40004)).toBe('INTERNAL'); // a path the api does not know: the gateway's bug
    expect(errorCodeFor(40005)).toBe('INTERNAL');
    const codes = new Set([23005, 23007, 22002]);
    const back = new UpstreamError(23005, 'back', 'This order is closed.', '/order/pay');
    expect(() => toUserErrors(back, null, codes)).toThrow(back);
    expect(back.extensions).toEqual({
      code: 'REFUSED',
      upstreamCode: 23005,
      action: 'back',
      content: 'This order is closed.',
    });
    const redirect = new UpstreamError(23007, 'redirect', '/return/4', '/return/confirm');
    expect(() => toUserErrors(redirect, null, codes)).toThrow(redirect);
    // The same codes with a message to show stay the screen's; a fixed-reaction code stays where its resolver put it.
    expect(
      toUserErrors(new UpstreamError(23007, 'toast', 'Not delivered yet.', '/return/confirm'), null, codes),
    ).toEqual([{ code: '23007', field: null, message: 'Not delivered yet.' }]);
    expect(
      toUserErrors(new UpstreamError(22002, 'redirect', 'Link stopped', '/share/generate'), null, codes),
    ).toHaveLength(1);
  });

  it('detects mobile user agents', () => {
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });
});

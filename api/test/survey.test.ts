/**
 * The style survey (contract/survey.ts): the five steps in order, resuming at the first one not done,
 * the rules of each answer, reset, one member's answers never another's, and the answers feeding the
 * "you may like" row and the assistant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard } from '@tote/contract/catalog';
import type {
  SurveyBrandAnswer,
  SurveyChoiceAnswer,
  SurveyImageAnswer,
  SurveyImageOptionPage,
  SurveyProgress,
  SurveyResources,
} from '@tote/contract/survey';
import { call } from './accounts-helpers.js';
import { chat, finalMessage, listeningApi, say, textOf, type ListeningApi } from './assistant-helpers.js';
import { data } from './http.js';
import { freshUser } from './tote-helpers.js';

let t: ListeningApi;
beforeAll(async () => {
  t = await listeningApi();
});
afterAll(() => t.close());

const S = '/v1/user/survey';
const get = async <T>(token: string, path: string, query: object = {}) =>
  data(await call<T>(t.app, `${S}/${path}`, query, token, 'GET'));
const submit = async (token: string, path: string, body: object = {}) =>
  data(await call<SurveyProgress>(t.app, `${S}/${path}`, body, token));
const refused = async (token: string, path: string, body: object) =>
  (await call(t.app, `${S}/${path}`, body, token)).body;
const doneSteps = (p: SurveyProgress) => p.steps.filter((s) => s.done).map((s) => s.step);
const member = () => freshUser(t.app, t.db, 'Subscribed');
const youLike = async (token: string) =>
  data(await call<Page<ProductCard>>(t.app, '/v1/basic/productListByYouLike', { pageSize: 24 }, token)).list;

describe('the survey calls', () => {
  it('need a session', async () => {
    for (const path of ['query_step', 'init_resource', 'query_image', 'query_brand', 'submit_image', 'reset']) {
      const r = await call(t.app, `${S}/${path}`, {}, undefined);
      expect(r.body.code, path).toBe(40000);
    }
  });

  it('init_resource lists the five steps, the choices and the limits', async () => {
    const u = await member();
    const r = await get<SurveyResources>(u.token, 'init_resource');
    expect(r.steps.map((s) => s.title)).toEqual([
      'Set the vibe',
      'Brand crushes',
      'Size and fit',
      'Your day to day',
      'Your spend style',
    ]);
    expect(r.occupations.length).toBeGreaterThan(2);
    expect(r.spendStyles.length).toBeGreaterThan(2);
    expect(r.vibes).toEqual({ min: 1, max: 3 });
    expect(r.brands).toEqual({ min: 1, max: 10 });
  });

  it('runs the five steps in order, resumes at the first not done, and completes', async () => {
    const u = await member();
    expect(await get<SurveyProgress>(u.token, 'query_step')).toMatchObject({ step: 1, completed: false });

    const vibes = await get<SurveyImageOptionPage>(u.token, 'query_image_option_page', { pageSize: 4 });
    expect(vibes).toMatchObject({ total: 8, pageSize: 4, hasMore: true });
    expect(vibes.list[0]).toMatchObject({ optionId: 1, title: 'Romantic', selected: false });
    expect(vibes.list[0]!.image.url).toMatch(/^\/images\/products\/dresses\/[0-9a-f]{6}-1\.svg$/);
    expect((await submit(u.token, 'submit_image', { optionIds: [1, 6] })).step).toBe(2);
    expect(await get<SurveyImageAnswer>(u.token, 'query_image')).toEqual({ optionIds: [1, 6] });
    const again = await get<SurveyImageOptionPage>(u.token, 'query_image_option_page', { pageIndex: 2, pageSize: 4 });
    expect(again.list.filter((o) => o.selected).map((o) => o.optionId)).toEqual([6]);

    const brands = await get<SurveyBrandAnswer>(u.token, 'query_brand');
    expect(brands.list.length).toBe(24);
    const picked = brands.list.slice(0, 2).map((b) => b.brandId);
    expect((await submit(u.token, 'submit_brand', { brandIds: picked })).step).toBe(3);
    expect((await get<SurveyBrandAnswer>(u.token, 'query_brand')).list.filter((b) => b.selected).length).toBe(2);

    // left here: coming back resumes at size and fit, which the profile's sizes answer
    expect(await get<SurveyProgress>(u.token, 'query_step')).toMatchObject({ step: 3, completed: false });
    data(await call(t.app, '/v1/profile/edit', { clothingSizes: ['M'], bodyShape: 'Pear' }, u.token));
    expect((await get<SurveyProgress>(u.token, 'query_step')).step).toBe(4);

    const jobs = await get<SurveyChoiceAnswer>(u.token, 'query_occupation');
    expect(jobs.value).toBeNull();
    expect((await submit(u.token, 'submit_occupation', { occupation: jobs.list[0]!.value })).step).toBe(5);
    expect((await get<SurveyChoiceAnswer>(u.token, 'query_occupation')).value).toBe(jobs.list[0]!.value);
    const done = await submit(u.token, 'submit_spend', { spend: 'balanced' });
    expect(done).toMatchObject({ step: 0, completed: true });
    expect(doneSteps(done)).toEqual([1, 2, 3, 4, 5]);
    expect((await get<SurveyChoiceAnswer>(u.token, 'query_spend')).value).toBe('balanced');
  });

  it('reset clears the four answers and keeps the profile sizes', async () => {
    const u = await member();
    await submit(u.token, 'submit_image', { optionIds: [2] });
    await submit(u.token, 'submit_occupation', { occupation: 'office' });
    data(await call(t.app, '/v1/profile/edit', { shoeSizes: ['US 8'] }, u.token));
    const reset = await submit(u.token, 'reset');
    expect(reset).toMatchObject({ step: 1, completed: false });
    expect(doneSteps(reset)).toEqual([3]);
    expect(await get<SurveyImageAnswer>(u.token, 'query_image')).toEqual({ optionIds: [] });
    expect((await get<SurveyChoiceAnswer>(u.token, 'query_occupation')).value).toBeNull();
  });

  it('refuses answers out of the rules, and keeps one member’s answers from another', async () => {
    const u = await member();
    const bad = [
      ['submit_image', { optionIds: [] }],
      ['submit_image', { optionIds: [1, 2, 3, 4] }],
      ['submit_image', { optionIds: [99] }],
      ['submit_image', { optionIds: [1, 1] }],
      ['submit_brand', { brandIds: [] }],
      ['submit_occupation', { occupation: 'astronaut' }],
      ['submit_spend', {}],
    ] as const;
    for (const [path, body] of bad) expect((await refused(u.token, path, body)).code, path).toBe(40001);
    expect((await refused(u.token, 'submit_brand', { brandIds: [999999] })).code).toBe(20003);
    expect((await get<SurveyProgress>(u.token, 'query_step')).step).toBe(1);

    await submit(u.token, 'submit_image', { optionIds: [3] });
    const other = await member();
    expect(await get<SurveyImageAnswer>(other.token, 'query_image')).toEqual({ optionIds: [] });
    expect((await get<SurveyProgress>(other.token, 'query_step')).step).toBe(1);
  });
});

describe('the answers feed recommendations', () => {
  it('brand crushes and the vibe change the "you may like" row', async () => {
    const u = await member();
    const before = await youLike(u.token);
    const brand = (await get<SurveyBrandAnswer>(u.token, 'query_brand')).list.at(-1)!.brandId;
    expect(before.filter((c) => c.brand.brandId === brand).length).toBeLessThan(before.length);
    await submit(u.token, 'submit_brand', { brandIds: [brand] });
    const after = await youLike(u.token);
    expect(after[0]!.brand.brandId).toBe(brand);

    // Sporty favours activewear: with a brand and a vibe, the best matches are both
    await submit(u.token, 'submit_image', { optionIds: [5] });
    const sporty = await youLike(u.token);
    expect(sporty.map((c) => c.shopProductId)).not.toEqual(after.map((c) => c.shopProductId));
    const activewear = await t.db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select('p.id')
      .where('c.code', 'in', ['ACTIVEWEAR', 'SNEAKERS', 'JUMPSUITS'])
      .where(
        'p.id',
        'in',
        sporty.map((c) => c.shopProductId),
      )
      .execute();
    expect(activewear.length).toBeGreaterThan(0);
  });

  it('the assistant says where the survey stands and links to it', async () => {
    const u = await member();
    const ask = async () => finalMessage((await chat(t.base, say('the style survey'), { token: u.token })).frames);
    const link = (m: ReturnType<typeof finalMessage>) =>
      (m.messages.find((e) => e.type === 'show_survey')!.value as { link: string }).link;
    const fresh = await ask();
    expect(link(fresh)).toBe('/style-survey');
    await submit(u.token, 'submit_image', { optionIds: [1] });
    expect(textOf(await ask())).toContain('step 2 of 5, brand crushes');
  });
});

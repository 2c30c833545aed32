/**
 * The style survey through the gateway against the real api (schema/survey.graphql): the five steps with
 * size and fit from the profile, resume, reset, the refusals as userErrors, and the survey the viewer's
 * own (another member, and a guest, never see it; the response cache never serves it to another).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const SURVEY_FIELDS = /* GraphQL */ `
  currentStep
  completed
  steps { step key title done }
  vibes { optionId title image { url } selected }
  vibeLimits { min max }
  brands { brandId name selected }
  brandLimits { min max }
  occupations { value label selected }
  spendStyles { value label selected }
`;
const SURVEY = `query Survey { viewer { styleSurvey { ${SURVEY_FIELDS} } } }`;
const PAYLOAD = `viewer { styleSurvey { ${SURVEY_FIELDS} } } userErrors { code field message }`;
const mutation = (name: string, input: string) =>
  `mutation M($input: ${input}) { ${name}(input: $input) { ${PAYLOAD} } }`;
const VIBES = mutation('chooseSurveyVibes', 'ChooseSurveyVibesInput!');
const BRANDS = mutation('chooseSurveyBrands', 'ChooseSurveyBrandsInput!');
const OCCUPATION = mutation('answerSurveyOccupation', 'AnswerSurveyOccupationInput!');
const SPEND = mutation('answerSurveySpend', 'AnswerSurveySpendInput!');
const RESET = mutation('resetStyleSurvey', 'ResetStyleSurveyInput');
const SIZES = `mutation S($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { code } } }`;

interface Survey {
  currentStep: number;
  completed: boolean;
  steps: { step: number; key: string; title: string; done: boolean }[];
  vibes: { optionId: number; selected: boolean }[];
  brands: { brandId: number; selected: boolean }[];
  occupations: { value: string; selected: boolean }[];
  spendStyles: { value: string; selected: boolean }[];
}

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function surveyOf(b: Browser): Promise<Survey> {
  const r = await b.gql<{ viewer: { styleSurvey: Survey } }>(SURVEY);
  expect(r.errors).toBeUndefined();
  return r.data!.viewer.styleSurvey;
}
async function answer(b: Browser, doc: string, input: object | undefined): Promise<Survey> {
  const r = await b.gql(doc, { input });
  expect(r.errors).toBeUndefined();
  const payload = Object.values(
    r.data as Record<string, { viewer: { styleSurvey: Survey }; userErrors: unknown[] }>,
  )[0]!;
  expect(payload.userErrors).toEqual([]);
  return payload.viewer.styleSurvey;
}

describe('viewer.styleSurvey', () => {
  it('runs the five steps, resumes where left off, completes and resets', async () => {
    const b = await freshShopper(gw.url);
    const fresh = await surveyOf(b);
    expect(fresh).toMatchObject({ currentStep: 1, completed: false, vibeLimits: { min: 1, max: 3 } });
    expect(fresh.steps.map((s) => s.key)).toEqual(['VIBE', 'BRANDS', 'SIZES', 'OCCUPATION', 'SPEND']);
    expect(fresh.vibes).toHaveLength(8);
    expect(fresh.brands).toHaveLength(24);

    const afterVibes = await answer(b, VIBES, { optionIds: [2, 4] });
    expect(afterVibes.currentStep).toBe(2);
    expect(afterVibes.vibes.filter((v) => v.selected).map((v) => v.optionId)).toEqual([2, 4]);
    const brandId = fresh.brands[3]!.brandId;
    expect((await answer(b, BRANDS, { brandIds: [brandId] })).currentStep).toBe(3);
    // a new visit resumes at size and fit
    expect((await surveyOf(b)).currentStep).toBe(3);
    expect((await b.gql(SIZES, { input: { clothingSizes: ['S'] } })).data.updateProfile.userErrors).toEqual([]);
    expect((await surveyOf(b)).currentStep).toBe(4);
    const afterJob = await answer(b, OCCUPATION, { occupation: fresh.occupations[1]!.value });
    expect(afterJob.occupations.filter((o) => o.selected)).toHaveLength(1);
    const done = await answer(b, SPEND, { spend: 'saver' });
    expect(done).toMatchObject({ currentStep: 0, completed: true });
    expect(done.steps.every((s) => s.done)).toBe(true);

    const reset = await answer(b, RESET, undefined);
    expect(reset).toMatchObject({ currentStep: 1, completed: false });
    expect(reset.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['SIZES']);
    expect(reset.vibes.some((v) => v.selected)).toBe(false);
  });

  it('answers the refusals as userErrors with the upstream code', async () => {
    const b = await freshShopper(gw.url);
    const tooMany = await b.gql(VIBES, { input: { optionIds: [1, 2, 3, 4] } });
    expect(tooMany.data.chooseSurveyVibes).toMatchObject({
      viewer: null,
      userErrors: [{ code: '40001', field: ['input', 'optionIds'] }],
    });
    const unknown = await b.gql(BRANDS, { input: { brandIds: [2147483000] } });
    expect(unknown.data.chooseSurveyBrands.userErrors).toEqual([
      { code: '20003', field: null, message: 'Brand 2147483000 not found' },
    ]);
    expect((await b.gql(SPEND, { input: { spend: 'lavish' } })).data.answerSurveySpend.userErrors[0].code).toBe(
      '40001',
    );
    expect((await surveyOf(b)).currentStep).toBe(1);
  });

  it('is the viewer’s own: another member and a guest never see it', async () => {
    const a = await freshShopper(gw.url);
    await answer(a, VIBES, { optionIds: [7] });
    const other = await freshShopper(gw.url);
    const theirs = await surveyOf(other);
    expect(theirs.currentStep).toBe(1);
    expect(theirs.vibes.some((v) => v.selected)).toBe(false);
    expect((await surveyOf(a)).vibes.find((v) => v.optionId === 7)!.selected).toBe(true);

    const guest = new Browser(gw.url);
    expect((await guest.gql(SURVEY)).data.viewer).toBeNull();
    const refused = await guest.gql(VIBES, { input: { optionIds: [1] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/**
 * The style survey (schema/survey.graphql): `User.styleSurvey`, each field from its own /v1 call, and
 * the answers' mutations, whose payload hands back the viewer so the screen's survey refreshes itself.
 */
import { SURVEY_VIBES_PAGE_MAX } from '@tote/contract/survey';
import type { AnyEndpoint } from '@tote/contract/v1/endpoint';
import { surveyV1 } from '@tote/contract/v1/survey';
import type { SurveyChoiceAnswer, SurveyProgress } from '@tote/contract/survey';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { Code } from '../errors.js';
import { enumOf } from './enums.js';
import { loadViewer, requireSignIn } from './session.js';
import { attempt } from './upstreamCalls.js';

const SURVEY_USER_ERROR_CODES: ReadonlySet<number> = new Set([Code.BAD_REQUEST, Code.DATA_NOT_FOUND]);
/** Every vibe in one page: the survey shows them all. */
const ALL_VIBES = { pageIndex: 1, pageSize: SURVEY_VIBES_PAGE_MAX };

/** One answer (or the reset): its /v1 call, then the survey as it stands. */
async function answer(
  ctx: GatewayContext,
  entry: AnyEndpoint,
  field: string[] | null,
  call: () => Promise<SurveyProgress>,
) {
  requireSignIn(ctx, entry);
  const r = await attempt(ctx, call(), field, SURVEY_USER_ERROR_CODES);
  if (!r.ok) return { viewer: null, userErrors: r.userErrors };
  ctx.loaders.surveyStep.clear({}).prime({}, r.value);
  return { viewer: await loadViewer(ctx), userErrors: [] };
}

const choices = (a: SurveyChoiceAnswer) => a.list.map((c) => ({ ...c, selected: c.value === a.value }));

export const surveyResolvers: Resolvers = {
  User: {
    styleSurvey: () => ({}),
  },

  StyleSurvey: {
    currentStep: async (_s, _a, ctx) => (await ctx.loaders.surveyStep.load({})).step,
    completed: async (_s, _a, ctx) => (await ctx.loaders.surveyStep.load({})).completed,
    steps: async (_s, _a, ctx) =>
      (await ctx.loaders.surveyStep.load({})).steps.map((s) => ({ ...s, key: enumOf(s.key) })),
    vibes: async (_s, _a, ctx) => (await ctx.loaders.surveyVibes.load(ALL_VIBES)).list,
    vibeLimits: async (_s, _a, ctx) => (await ctx.loaders.surveyResources.load({})).vibes,
    brands: async (_s, _a, ctx) => (await ctx.loaders.surveyBrands.load({})).list,
    brandLimits: async (_s, _a, ctx) => (await ctx.loaders.surveyResources.load({})).brands,
    occupations: async (_s, _a, ctx) => choices(await ctx.loaders.surveyOccupation.load({})),
    spendStyles: async (_s, _a, ctx) => choices(await ctx.loaders.surveySpend.load({})),
  },

  Mutation: {
    chooseSurveyVibes: (_p, { input }, ctx) =>
      answer(ctx, surveyV1.submitImage, ['input', 'optionIds'], () =>
        ctx.loaders.submitSurveyVibes.load({ optionIds: input.optionIds }),
      ),
    chooseSurveyBrands: (_p, { input }, ctx) =>
      answer(ctx, surveyV1.submitBrand, ['input', 'brandIds'], () =>
        ctx.loaders.submitSurveyBrands.load({ brandIds: input.brandIds }),
      ),
    answerSurveyOccupation: (_p, { input }, ctx) =>
      answer(ctx, surveyV1.submitOccupation, ['input', 'occupation'], () =>
        ctx.loaders.submitSurveyOccupation.load({ occupation: input.occupation }),
      ),
    answerSurveySpend: (_p, { input }, ctx) =>
      answer(ctx, surveyV1.submitSpend, ['input', 'spend'], () =>
        ctx.loaders.submitSurveySpend.load({ spend: input.spend }),
      ),
    resetStyleSurvey: (_p, _a, ctx) => answer(ctx, surveyV1.reset, null, () => ctx.loaders.resetSurvey.load({})),
  },
};

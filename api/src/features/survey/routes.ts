/** /v1/user/survey/*: the style survey (contract/survey.ts). */
import type { FastifyInstance } from 'fastify';
import {
  SURVEY_BRAND_CHOICES,
  SURVEY_BRANDS_MAX,
  SURVEY_BRANDS_MIN,
  SURVEY_STEPS,
  SURVEY_VIBES_MAX,
  SURVEY_VIBES_MIN,
  type SurveyBrandAnswer,
  type SurveyChoiceAnswer,
  type SurveyImageAnswer,
  type SurveyImageOptionPage,
  type SurveyProgress,
  type SurveyResources,
} from '@tote/contract/survey';
import type { Db } from '../../platform/db/schema.js';
import { requireUser } from '../auth/index.js';
import { loadBrands, page, pageWindow } from '../catalog/index.js';
import { notFound } from '../../platform/http/errors.js';
import { implement } from '../../platform/http/implement.js';
import { OCCUPATIONS, SPEND_STYLES, VIBES, vibeImage } from '@tote/contract/survey-choices';
import { surveyV1 } from '@tote/contract/v1/survey';
import { loadAnswers, saveAnswer, surveyProgress } from './store.js';

export function registerSurveyRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]) => requireUser(ctx).user.id;

  implement(app, surveyV1, {
    queryStep: (_p, ctx): Promise<SurveyProgress> => surveyProgress(db, userOf(ctx)),
    initResource: (): SurveyResources => ({
      steps: [...SURVEY_STEPS],
      occupations: [...OCCUPATIONS],
      spendStyles: [...SPEND_STYLES],
      vibes: { min: SURVEY_VIBES_MIN, max: SURVEY_VIBES_MAX },
      brands: { min: SURVEY_BRANDS_MIN, max: SURVEY_BRANDS_MAX },
    }),
    queryImageOptionPage: async (p, ctx): Promise<SurveyImageOptionPage> => {
      const w = pageWindow({ pageIndex: p.pageIndex, pageSize: p.pageSize ?? 12 });
      const chosen = new Set((await loadAnswers(db, userOf(ctx))).vibeIds);
      const list = VIBES.slice(w.offset, w.offset + w.pageSize).map((v) => ({
        optionId: v.optionId,
        title: v.title,
        description: v.description,
        image: vibeImage(v),
        selected: chosen.has(v.optionId),
      }));
      return page(list, VIBES.length, w);
    },
    queryImage: async (_p, ctx): Promise<SurveyImageAnswer> => ({
      optionIds: (await loadAnswers(db, userOf(ctx))).vibeIds,
    }),
    submitImage: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { vibeIds: p.optionIds });
      return surveyProgress(db, userOf(ctx));
    },
    queryBrand: async (_p, ctx): Promise<SurveyBrandAnswer> => {
      const { brandIds } = await loadAnswers(db, userOf(ctx));
      const popular = await loadBrands(db, { order: 'popular', limit: SURVEY_BRAND_CHOICES });
      const missing = brandIds.filter((b) => !popular.some((x) => x.brandId === b));
      const extra = missing.length ? await loadBrands(db, { ids: missing }) : [];
      const list = [...popular, ...extra].map((b) => ({
        brandId: b.brandId,
        name: b.name,
        logo: b.logo,
        selected: brandIds.includes(b.brandId),
      }));
      return { list, brandIds };
    },
    submitBrand: async (p, ctx): Promise<SurveyProgress> => {
      const known = new Set((await loadBrands(db, { ids: p.brandIds })).map((b) => b.brandId));
      const unknown = p.brandIds.find((b) => !known.has(b));
      if (unknown !== undefined) throw notFound(`Brand ${unknown}`);
      await saveAnswer(db, userOf(ctx), { brandIds: p.brandIds });
      return surveyProgress(db, userOf(ctx));
    },
    queryOccupation: async (_p, ctx): Promise<SurveyChoiceAnswer> => ({
      list: [...OCCUPATIONS],
      value: (await loadAnswers(db, userOf(ctx))).occupation,
    }),
    submitOccupation: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { occupation: p.occupation });
      return surveyProgress(db, userOf(ctx));
    },
    querySpend: async (_p, ctx): Promise<SurveyChoiceAnswer> => ({
      list: [...SPEND_STYLES],
      value: (await loadAnswers(db, userOf(ctx))).spend,
    }),
    submitSpend: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { spend: p.spend });
      return surveyProgress(db, userOf(ctx));
    },
    reset: async (_p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { reset: true });
      return surveyProgress(db, userOf(ctx));
    },
  });
}

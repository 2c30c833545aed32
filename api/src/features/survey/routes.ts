/** /v1/user/survey/*: the style survey (contract/survey.ts). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
import { id, int, noParams } from '@tote/contract/params';
import { route } from '../../platform/http/route.js';
import { OCCUPATIONS, SPEND_STYLES, VIBES, vibeImage } from './choices.js';
import { loadAnswers, saveAnswer, surveyProgress } from './store.js';

const S = '/user/survey';
const distinct = <T extends z.ZodType<number>>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((a) => new Set(a).size === a.length, 'must not repeat an id');
const vibeId = int(1, 1000).refine((v) => VIBES.some((x) => x.optionId === v), 'unknown option');
const valueOf = (list: readonly { value: string }[]) => z.enum(list.map((c) => c.value) as [string, ...string[]]);

export function registerSurveyRoutes(app: FastifyInstance, db: Db): void {
  const userOf = (ctx: Parameters<typeof requireUser>[0]) => requireUser(ctx).user.id;

  route(app, {
    path: `${S}/query_step`,
    auth: true,
    params: noParams,
    handler: (_p, ctx): Promise<SurveyProgress> => surveyProgress(db, userOf(ctx)),
  });

  route(app, {
    path: `${S}/init_resource`,
    auth: true,
    params: noParams,
    handler: (): SurveyResources => ({
      steps: [...SURVEY_STEPS],
      occupations: [...OCCUPATIONS],
      spendStyles: [...SPEND_STYLES],
      vibes: { min: SURVEY_VIBES_MIN, max: SURVEY_VIBES_MAX },
      brands: { min: SURVEY_BRANDS_MIN, max: SURVEY_BRANDS_MAX },
    }),
  });

  route(app, {
    path: `${S}/query_image_option_page`,
    auth: true,
    params: z.object({ pageIndex: int(1, 1000).optional(), pageSize: int(1, 24).optional() }),
    handler: async (p, ctx): Promise<SurveyImageOptionPage> => {
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
  });

  route(app, {
    path: `${S}/query_image`,
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<SurveyImageAnswer> => ({
      optionIds: (await loadAnswers(db, userOf(ctx))).vibeIds,
    }),
  });

  route(app, {
    path: `${S}/submit_image`,
    methods: ['POST'],
    auth: true,
    params: z.object({ optionIds: distinct(vibeId, SURVEY_VIBES_MIN, SURVEY_VIBES_MAX) }),
    handler: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { vibeIds: p.optionIds });
      return surveyProgress(db, userOf(ctx));
    },
  });

  route(app, {
    path: `${S}/query_brand`,
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<SurveyBrandAnswer> => {
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
  });

  route(app, {
    path: `${S}/submit_brand`,
    methods: ['POST'],
    auth: true,
    params: z.object({ brandIds: distinct(id(), SURVEY_BRANDS_MIN, SURVEY_BRANDS_MAX) }),
    handler: async (p, ctx): Promise<SurveyProgress> => {
      const known = new Set((await loadBrands(db, { ids: p.brandIds })).map((b) => b.brandId));
      const unknown = p.brandIds.find((b) => !known.has(b));
      if (unknown !== undefined) throw notFound(`Brand ${unknown}`);
      await saveAnswer(db, userOf(ctx), { brandIds: p.brandIds });
      return surveyProgress(db, userOf(ctx));
    },
  });

  route(app, {
    path: `${S}/query_occupation`,
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<SurveyChoiceAnswer> => ({
      list: [...OCCUPATIONS],
      value: (await loadAnswers(db, userOf(ctx))).occupation,
    }),
  });

  route(app, {
    path: `${S}/submit_occupation`,
    methods: ['POST'],
    auth: true,
    params: z.object({ occupation: valueOf(OCCUPATIONS) }),
    handler: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { occupation: p.occupation });
      return surveyProgress(db, userOf(ctx));
    },
  });

  route(app, {
    path: `${S}/query_spend`,
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<SurveyChoiceAnswer> => ({
      list: [...SPEND_STYLES],
      value: (await loadAnswers(db, userOf(ctx))).spend,
    }),
  });

  route(app, {
    path: `${S}/submit_spend`,
    methods: ['POST'],
    auth: true,
    params: z.object({ spend: valueOf(SPEND_STYLES) }),
    handler: async (p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { spend: p.spend });
      return surveyProgress(db, userOf(ctx));
    },
  });

  route(app, {
    path: `${S}/reset`,
    methods: ['POST'],
    auth: true,
    params: noParams,
    handler: async (_p, ctx): Promise<SurveyProgress> => {
      await saveAnswer(db, userOf(ctx), { reset: true });
      return surveyProgress(db, userOf(ctx));
    },
  });
}

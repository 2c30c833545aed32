/** The /v1 endpoints of the api's survey feature (api/src/features/survey/). */
import { id, int, noParams } from '../params.js';
import {
  SURVEY_VIBES_PAGE_MAX,
  SURVEY_BRANDS_MAX,
  SURVEY_BRANDS_MIN,
  SURVEY_VIBES_MAX,
  SURVEY_VIBES_MIN,
} from '../survey.js';
import { z } from 'zod';
import { OCCUPATIONS, SPEND_STYLES, VIBES } from '../survey-choices.js';
import { endpoint } from './endpoint.js';
import type {
  SurveyBrandAnswer,
  SurveyChoiceAnswer,
  SurveyImageAnswer,
  SurveyImageOptionPage,
  SurveyProgress,
  SurveyResources,
} from '../survey.js';

const distinct = <T extends z.ZodType<number>>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((a) => new Set(a).size === a.length, 'must not repeat an id');
const vibeId = int(1, 1000).refine((v) => VIBES.some((x) => x.optionId === v), 'unknown option');
const valueOf = (list: readonly { value: string }[]) => z.enum(list.map((c) => c.value) as [string, ...string[]]);

/** features/survey/routes.ts */
export const surveyV1 = {
  queryStep: endpoint<SurveyProgress>()({
    path: '/user/survey/query_step',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  initResource: endpoint<SurveyResources>()({
    path: '/user/survey/init_resource',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  queryImageOptionPage: endpoint<SurveyImageOptionPage>()({
    path: '/user/survey/query_image_option_page',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: z.object({ pageIndex: int(1, 1000).optional(), pageSize: int(1, SURVEY_VIBES_PAGE_MAX).optional() }),
  }),
  queryImage: endpoint<SurveyImageAnswer>()({
    path: '/user/survey/query_image',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  /** /user/survey/submit_image (POST) {optionIds: 1..3 known option ids} → SurveyProgress. */
  submitImage: endpoint<SurveyProgress>()({
    path: '/user/survey/submit_image',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ optionIds: distinct(vibeId, SURVEY_VIBES_MIN, SURVEY_VIBES_MAX) }),
  }),
  queryBrand: endpoint<SurveyBrandAnswer>()({
    path: '/user/survey/query_brand',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  /** /user/survey/submit_brand (POST) {brandIds: 1..10 existing brands; 20003 for an unknown one} → SurveyProgress. */
  submitBrand: endpoint<SurveyProgress>()({
    path: '/user/survey/submit_brand',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ brandIds: distinct(id(), SURVEY_BRANDS_MIN, SURVEY_BRANDS_MAX) }),
  }),
  queryOccupation: endpoint<SurveyChoiceAnswer>()({
    path: '/user/survey/query_occupation',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  /** /user/survey/submit_occupation (POST) {occupation: one of init_resource's occupations} → SurveyProgress. */
  submitOccupation: endpoint<SurveyProgress>()({
    path: '/user/survey/submit_occupation',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ occupation: valueOf(OCCUPATIONS) }),
  }),
  querySpend: endpoint<SurveyChoiceAnswer>()({
    path: '/user/survey/query_spend',
    methods: ['GET', 'POST'],
    access: 'shopper',
    params: noParams,
  }),
  /** /user/survey/submit_spend (POST) {spend: one of init_resource's spendStyles} → SurveyProgress. */
  submitSpend: endpoint<SurveyProgress>()({
    path: '/user/survey/submit_spend',
    methods: ['POST'],
    access: 'shopper',
    params: z.object({ spend: valueOf(SPEND_STYLES) }),
  }),
  reset: endpoint<SurveyProgress>()({
    path: '/user/survey/reset',
    methods: ['POST'],
    access: 'shopper',
    params: noParams,
  }),
};

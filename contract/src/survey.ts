/**
 * /v1/user/survey/* [auth]: the style survey, five steps answered in order and resumable.
 *
 * 1 vibe (image options), 2 brand crushes, 3 size and fit, 4 your day to day (occupation), 5 your
 * spend style. A step is done when it holds an answer; `query_step` answers the first step not done,
 * so a member who leaves comes back where they left off. Size and fit is the profile's own sizes and
 * body shape (/profile/edit, the profile's lists): the step is done once the profile holds a clothing or
 * shoe size, and `reset` leaves the profile alone; it clears the other four answers.
 *
 * The answers feed recommendations: the chosen brands and the categories of the chosen vibes count as
 * signals of /basic/productListByYouLike, and the assistant's survey reply reads the progress.
 */
import type { ImageRef, Page } from './catalog.js';

export type SurveyStepKey = 'vibe' | 'brands' | 'sizes' | 'occupation' | 'spend';

export const SURVEY_STEPS: readonly { step: number; key: SurveyStepKey; title: string }[] = [
  { step: 1, key: 'vibe', title: 'Set the vibe' },
  { step: 2, key: 'brands', title: 'Brand crushes' },
  { step: 3, key: 'sizes', title: 'Size and fit' },
  { step: 4, key: 'occupation', title: 'Your day to day' },
  { step: 5, key: 'spend', title: 'Your spend style' },
];

/** How many vibes (image options) and brands an answer holds. */
/** Most vibes one page of /user/survey/query_image_option_page holds (the survey shows them all at once). */
export const SURVEY_VIBES_PAGE_MAX = 24;
export const SURVEY_VIBES_MIN = 1;
export const SURVEY_VIBES_MAX = 3;
export const SURVEY_BRANDS_MIN = 1;
export const SURVEY_BRANDS_MAX = 10;
/** /query_brand lists this many brands, the ones with most products first (then the chosen ones). */
export const SURVEY_BRAND_CHOICES = 24;

export interface SurveyStepState {
  step: number; // 1..5
  key: SurveyStepKey;
  title: string;
  done: boolean;
}

/**
 * /user/survey/query_step (GET) and every submit and reset → SurveyProgress.
 * `step`: the first step not done (1..5), or 0 when all five are (`completed`).
 */
export interface SurveyProgress {
  step: number;
  completed: boolean;
  steps: SurveyStepState[];
}

export interface SurveyChoice {
  value: string;
  label: string;
  description: string;
}

/** /user/survey/init_resource (GET) → the fixed choices and limits of the survey. */
export interface SurveyResources {
  steps: { step: number; key: SurveyStepKey; title: string }[];
  occupations: SurveyChoice[];
  spendStyles: SurveyChoice[];
  vibes: { min: number; max: number };
  brands: { min: number; max: number };
}

/** One vibe. `selected`: in the member's answer. */
export interface SurveyImageOption {
  optionId: number;
  title: string;
  description: string;
  image: ImageRef;
  selected: boolean;
}

/** /user/survey/query_image_option_page (GET; pageIndex from 1, pageSize 1..24, default 12). */
export type SurveyImageOptionPage = Page<SurveyImageOption>;

/** /user/survey/query_image (GET) → the chosen vibes (empty when not answered). */
export interface SurveyImageAnswer {
  optionIds: number[];
}

export interface SurveyBrand {
  brandId: number;
  name: string;
  logo: ImageRef;
  selected: boolean;
}
/** /user/survey/query_brand (GET) → the brands to pick from (the chosen ones always among them). */
export interface SurveyBrandAnswer {
  list: SurveyBrand[];
  brandIds: number[];
}

/** /user/survey/query_occupation and query_spend (GET) → the choices and the member's (null: not answered). */
export interface SurveyChoiceAnswer {
  list: SurveyChoice[];
  value: string | null;
}

/** /user/survey/reset (POST, no params) → SurveyProgress (sizes stay: they are the profile's). */
export type SurveyResetResult = SurveyProgress;

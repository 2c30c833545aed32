/** The style survey's /v1 endpoints (contract/src/survey.ts). */
import type {
  SurveyBrandAnswer,
  SurveyChoiceAnswer,
  SurveyImageOptionPage,
  SurveyProgress,
  SurveyResources,
  SurveySubmitBrandParams,
  SurveySubmitImageParams,
  SurveySubmitOccupationParams,
  SurveySubmitSpendParams,
} from '@tote/contract/survey';
import { read, write } from './define.js';

type None = Record<string, never>;
const S = '/user/survey';

export const surveyEndpoints = {
  // [auth] the viewer's own answers (viewer-specific in the response cache)
  surveyStep: read<None, SurveyProgress>(`${S}/query_step`),
  surveyResources: read<None, SurveyResources>(`${S}/init_resource`),
  surveyVibes: read<{ pageIndex: number; pageSize: number }, SurveyImageOptionPage>(`${S}/query_image_option_page`),
  surveyBrands: read<None, SurveyBrandAnswer>(`${S}/query_brand`),
  surveyOccupation: read<None, SurveyChoiceAnswer>(`${S}/query_occupation`),
  surveySpend: read<None, SurveyChoiceAnswer>(`${S}/query_spend`),
  submitSurveyVibes: write<SurveySubmitImageParams, SurveyProgress>(`${S}/submit_image`),
  submitSurveyBrands: write<SurveySubmitBrandParams, SurveyProgress>(`${S}/submit_brand`),
  submitSurveyOccupation: write<SurveySubmitOccupationParams, SurveyProgress>(`${S}/submit_occupation`),
  submitSurveySpend: write<SurveySubmitSpendParams, SurveyProgress>(`${S}/submit_spend`),
  resetSurvey: write<None, SurveyProgress>(`${S}/reset`),
};

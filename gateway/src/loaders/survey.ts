/** The style survey's /v1 endpoints (contract/src/survey.ts). */
import { surveyV1 } from '@tote/contract/v1/survey';
import { read, write } from './define.js';

export const surveyEndpoints = {
  // [auth] the viewer's own answers (viewer-specific in the response cache)
  surveyStep: read(surveyV1.queryStep),
  surveyResources: read(surveyV1.initResource),
  surveyVibes: read(surveyV1.queryImageOptionPage),
  surveyBrands: read(surveyV1.queryBrand),
  surveyOccupation: read(surveyV1.queryOccupation),
  surveySpend: read(surveyV1.querySpend),
  submitSurveyVibes: write(surveyV1.submitImage),
  submitSurveyBrands: write(surveyV1.submitBrand),
  submitSurveyOccupation: write(surveyV1.submitOccupation),
  submitSurveySpend: write(surveyV1.submitSpend),
  resetSurvey: write(surveyV1.reset),
};

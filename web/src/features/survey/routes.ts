import type { RouteObject } from 'react-router';
import { styleSurveyLoader } from './styleSurveyLoader.ts';

/** The style survey (the assistant's show_survey links here); needs login. */
export const surveyRoutes: RouteObject[] = [
  {
    path: 'style-survey',
    loader: styleSurveyLoader,
    lazy: () => import('./StyleSurveyScreen.tsx').then((m) => ({ Component: m.StyleSurveyScreen })),
  },
];

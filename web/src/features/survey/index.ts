/** The style survey: sizes, vibes, brands, spend. */
export { surveyRoutes } from './routes.ts';

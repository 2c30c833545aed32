/** The style survey (schema/survey.graphql). */

/** The viewer's survey: each field reads its own /v1 call. */
export type StyleSurveyModel = Record<string, never>;

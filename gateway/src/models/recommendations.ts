/** A product page's recommendation rows (schema/recommendations.graphql). */

/** The product on view and the row size (resolvers/recommendations.ts). */
export type ProductRecommendationsModel = { shopProductId: number; first: number };

/** A product's page: gallery, colours and sizes, renting or buying it, its reviews and recommendations. */
export { productRoutes } from './routes.ts';

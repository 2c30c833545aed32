/** The home page's modules (schema/home.graphql). */
import type { HomeModule } from '@tote/contract/catalog';

export interface HomeModel {
  modules: HomeModule[];
}
export type HomeHeroModel = Extract<HomeModule, { type: 'hero' }>;
export type HomeProductRowModel = Extract<HomeModule, { type: 'products' }>;
export type HomeCategoryTilesModel = Extract<HomeModule, { type: 'categories' }>;
export type HomeTileModel = HomeCategoryTilesModel['items'][number];
export type HomeBrandRowModel = Extract<HomeModule, { type: 'brands' }>;

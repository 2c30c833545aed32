/** Products, brands and their taxonomy (schema/catalog.graphql). */
import type {
  BrandInfo,
  BrandRef,
  CategoryGroup,
  ColorOption,
  ColorSwatch,
  FilterInfo,
  PlpHeader,
  ProductCard,
  ProductConfig,
  Size,
  Taxon,
} from '@tote/contract/catalog';
import type { ProductListKind } from '../__generated__/resolvers-types.js';
import type { ConnectionModel, EdgeModel } from './_relay.js';

/** A product card from any list; /product/info data is a superset of it. */
export type ProductModel = ProductCard;

/** A brand as referenced by a card (BrandRef) or fully known (BrandInfo). */
export type BrandModel = BrandRef & Partial<Pick<BrandInfo, 'description' | 'logo' | 'productCount'>>;

/** A category as referenced by a card; `taxon` when it came from /menu/category/list. */
export interface CategoryModel {
  code: string;
  name: string;
  group: CategoryGroup;
  taxon?: Taxon;
}

/** A collection or an occasion: code and name, `taxon` when known. */
export interface TaxonModel {
  code: string;
  name: string;
  taxon?: Taxon;
}
export type CollectionModel = TaxonModel;
export type OccasionModel = TaxonModel;

/** The scope of a product listing (its global id encodes all three). */
export interface ProductListingModel {
  kind: ProductListKind;
  code: string | null;
  title: string | null;
}

export type ProductConnectionModel = ConnectionModel<ProductCard>;

/** "In my size, available now" as the viewer sees it (resolvers/mySize.ts). */
export interface MySizeFacetModel {
  sizes: string[];
  saved: boolean;
  signedIn: boolean;
  count: number | null;
}
export type ProductEdgeModel = EdgeModel<ProductModel>;
export type BrandConnectionModel = ConnectionModel<BrandModel>;
export type BrandEdgeModel = EdgeModel<BrandModel>;
export interface BrandIndexGroupModel {
  initial: string;
  brands: BrandModel[];
}

/** A product's color: its swatch (a card's) or with its pictures (/product/info's), and whose it is. */
export type ProductColorModel = (ColorSwatch | ColorOption) & { shopProductId: number };
export type ProductSizeModel = Size;
export type ProductConfigModel = ProductConfig;
export type ListingHeaderModel = PlpHeader;
export type ProductFacetsModel = FilterInfo;

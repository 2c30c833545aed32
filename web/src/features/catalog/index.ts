/**
 * Browsing: the listing pages, and how a product shows in a list (card, row, grid with its filters, price, the
 * card's wishlist heart) and a brand's follow button, which other pages show too.
 */
export { catalogRoutes } from './routes.ts';
export { ProductCardList } from './ProductGrid/ProductCardList.tsx';
export { GridFooter } from './ProductGrid/GridFooter.tsx';
export { ProductResults } from './ProductGrid/ProductResults.tsx';
export { filterFromSearch, sortFromSearch, type SortConfig } from './ProductGrid/filterParams.ts';
export { useListingFilters, useUrlSort } from './ProductGrid/useListingFilters.ts';
export { ProductRow } from './ProductRow/ProductRow.tsx';
export { ProductRowSection } from './ProductRow/ProductRowSection.tsx';
export { ViewerProductRows } from './ViewerProductRows/ViewerProductRows.tsx';
export { Price } from './Price/Price.tsx';
export { WishlistHeart } from './WishlistHeart/WishlistHeart.tsx';
export { useFollowBrand } from './FollowBrandButton/useFollowBrand.ts';

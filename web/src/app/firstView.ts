/**
 * The stylesheets of the first view the gateway renders into a page before the app starts (the banner's
 * reserved strip, the home hero, a product's images and price, a listing's header and first cards:
 * gateway/src/http/document/):
 * imported by the entry, they are in the stylesheet the page loads first, so that view is laid out
 * exactly as the app will lay it out, and the screens' own chunks no longer carry them.
 */
import '../features/home/Home.css';
import '../features/product/Product.css';
import '../features/product/ProductGallery/ProductGallery.css';
import '../features/catalog/Price/Price.css';
import '../features/catalog/ProductCard/ProductCard.css';
import '../features/catalog/ListingScreen/ListingScreen.css';
import '../features/catalog/ProductGrid/ProductGrid.css';
import '../features/banners/Banners.css';

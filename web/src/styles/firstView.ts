/**
 * The stylesheets of the first view the gateway renders into a page before the app starts (the banner's
 * reserved strip, the home hero, a product's images and price, a listing's header and first cards:
 * gateway/src/http/document/):
 * imported by the entry, they are in the stylesheet the page loads first, so that view is laid out
 * exactly as the app will lay it out, and the screens' own chunks no longer carry them.
 */
import '../screens/Home/Home.css';
import '../screens/Product/Product.css';
import '../components/ProductGallery/ProductGallery.css';
import '../components/Price/Price.css';
import '../components/ProductCard/ProductCard.css';
import '../components/ListingScreen/ListingScreen.css';
import '../components/ProductGrid/ProductGrid.css';
import '../banners/Banners.css';

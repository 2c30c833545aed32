import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ProductScreenQuery } from '../../__generated__/ProductScreenQuery.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../shell/index.ts';
import { ProductGallery } from './ProductGallery/ProductGallery.tsx';
import { ColorPicker } from './ColorPicker/ColorPicker.tsx';
import { SizePicker, type PickedSize } from './SizePicker/SizePicker.tsx';
import { SizeChart } from './SizeChart/SizeChart.tsx';
import { Price, WishlistHeart } from '../catalog/index.ts';
import { PdpActions } from './PdpActions.tsx';
import { AddToCapsule } from '../capsules/index.ts';
import { ShareProductButton } from '../share/index.ts';
import { ProductRecommendations } from './ProductRecommendations.tsx';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';
import { useViewProductAnalytics } from './useViewProductAnalytics.ts';
import { useAssistantProductContext } from '../assistant/index.ts';
import { positiveInt } from '../../platform/relay/notFound.ts';
import { ProductReviews, SizeSuggestion } from '../reviews/index.ts';
import './Product.css';

export const productScreenQuery = graphql`
  query ProductScreenQuery($productId: Int!, $colorId: Int) {
    ...AppShell_query
    viewer {
      id
    }
    product(productId: $productId) {
      id
      productId
      title
      # The canonical URL the gateway writes into the page's head (it reads this query's result).
      url
      defaultColorId
      description
      details
      colors {
        colorId
      }
      brand {
        name
        url
      }
      categories {
        id
        name
        url
      }
      config {
        shippingNote
        returnNote
        ...SizeChart_config
      }
      ...Price_product
      ...ProductGallery_product
      ...ColorPicker_product
      ...SizePicker_product @arguments(colorId: $colorId)
      ...PdpActions_product
      ...WishlistHeart_product
      ...useViewProductAnalytics_product
      ...SizeSuggestion_product
      ...ProductReviews_product
      ...ProductRecommendations_product
      ...ShareProductButton_product
    }
  }
`;

export function ProductScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ProductScreenQuery>;
  const data = usePreloadedQuery<ProductScreenQuery>(productScreenQuery, queryRef);
  const [search] = useSearchParams();
  // The size picked on this product (the screen stays mounted when another product opens).
  const [pick, setPick] = useState<{ productId: number; size: PickedSize | null } | null>(null);
  const product = data.product;
  useDocumentTitle(product ? product.title : 'Page Not Found', { bare: !product });
  useViewProductAnalytics(product);
  // The shopping assistant's "like this one" means this product.
  useAssistantProductContext(product?.productId ?? null);

  if (!product) {
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );
  }

  const requested = positiveInt(search.get('colorId'));
  const colorId = product.colors.some((color) => color.colorId === requested)
    ? (requested as number)
    : product.defaultColorId;
  const category = product.categories[0];
  const picked = pick?.productId === product.productId ? pick.size : null;
  const setPicked = (size: PickedSize | null) => setPick({ productId: product.productId, size });

  return (
    <AppShell query={data}>
      <div className="page pdp">
        {category ? (
          <nav aria-label="Breadcrumb" className="pdp__crumbs">
            <Link to={category.url}>{category.name}</Link>
          </nav>
        ) : null}
        <div className="pdp__layout">
          <ProductGallery product={product} colorId={colorId} />
          <div className="pdp__info">
            <Link to={product.brand.url} className="pdp__brand">
              {product.brand.name}
            </Link>
            <div className="pdp__title-row">
              <h1 className="pdp__title">{product.title}</h1>
              <WishlistHeart product={product} className="pdp__heart" />
            </div>
            {/* What the shopper reads to decide: the assistant's floating button steps aside from it. */}
            <div data-keep-uncovered="">
              <Price product={product} size="lg" />
            </div>
            <div className="pdp__pickers">
              <ColorPicker product={product} colorId={colorId} />
              <SizePicker product={product} colorId={colorId} value={picked?.sku ?? null} onChange={setPicked} />
              <SizeSuggestion product={product} />
              {product.config ? <SizeChart config={product.config} /> : null}
            </div>
            <PdpActions product={product} colorId={colorId} picked={picked} />
            <div className="pdp__extras">
              {data.viewer ? <AddToCapsule productId={product.productId} /> : null}
              <ShareProductButton product={product} colorId={colorId} />
            </div>
            {product.description ? (
              <section className="pdp__section" aria-labelledby="pdp-description">
                <h2 id="pdp-description" className="pdp__heading">
                  Description
                </h2>
                <p className="pdp__description">{product.description}</p>
              </section>
            ) : null}
            {product.details && product.details.length > 0 ? (
              <section className="pdp__section" aria-labelledby="pdp-details">
                <h2 id="pdp-details" className="pdp__heading">
                  Details
                </h2>
                <ul className="pdp__details">
                  {product.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {product.config && (product.config.shippingNote || product.config.returnNote) ? (
              <section className="pdp__section pdp__notes" aria-labelledby="pdp-shipping">
                <h2 id="pdp-shipping" className="pdp__heading">
                  Shipping &amp; returns
                </h2>
                {product.config.shippingNote ? <p>{product.config.shippingNote}</p> : null}
                {product.config.returnNote ? <p>{product.config.returnNote}</p> : null}
              </section>
            ) : null}
          </div>
        </div>
        <ProductReviews product={product} />
        <ProductRecommendations product={product} />
      </div>
    </AppShell>
  );
}

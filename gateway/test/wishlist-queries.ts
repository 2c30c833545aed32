/** The operations of saved products, followed brands, back-in-stock requests, product rows and tracking. */
import { inputMutation, USER_ERRORS } from './tote-queries.js';

export const WISHLIST = /* GraphQL */ `
  query Wishlist($first: Int, $after: String) {
    viewer {
      id
      wishlist(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
        edges {
          cursor
          node {
            id
            productId
            isWished
          }
        }
      }
    }
  }
`;

export const ADD_TO_WISHLIST = inputMutation(
  'AddToWishlist',
  'WishlistInput',
  'addToWishlist',
  `product { id productId title isWished } wishlistCount ${USER_ERRORS}`,
);
export const REMOVE_FROM_WISHLIST = inputMutation(
  'RemoveFromWishlist',
  'WishlistInput',
  'removeFromWishlist',
  `product { id productId isWished } wishlistCount ${USER_ERRORS}`,
);

export const FOLLOWED_BRANDS = /* GraphQL */ `
  query FollowedBrands($first: Int, $after: String) {
    viewer {
      id
      followedBrands(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            brandId
            name
            isFollowed
          }
        }
      }
    }
  }
`;
export const FOLLOW_BRAND = inputMutation(
  'FollowBrand',
  'FollowBrandInput',
  'followBrand',
  `brand { id brandId name isFollowed } ${USER_ERRORS}`,
);
export const UNFOLLOW_BRAND = inputMutation(
  'UnfollowBrand',
  'FollowBrandInput',
  'unfollowBrand',
  `brand { id brandId isFollowed } ${USER_ERRORS}`,
);

export const REQUEST_STOCK_NOTIFICATION = inputMutation(
  'RequestStock',
  'RequestStockNotificationInput',
  'requestStockNotification',
  `sku saved ${USER_ERRORS}`,
);
export const TRACK_EVENT = inputMutation('Track', 'TrackEventInput', 'trackEvent', `recorded ${USER_ERRORS}`);

export const PRODUCT_ROWS = /* GraphQL */ `
  query ProductRows {
    viewer {
      id
      recentlyViewed(first: 5) {
        id
        productId
      }
      productsYouLike(first: 6) {
        id
        productId
        isWished
      }
    }
    toteSuggestions(first: 4) {
      id
      productId
      isWished
    }
  }
`;

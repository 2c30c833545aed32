/** Every facet field: the listing's and the search results' facets are the same type. */
export const FACET_FIELDS = /* GraphQL */ `
  fragment FacetFields on ProductFacets {
    sizes {
      value
      label
      count
    }
    colors {
      value
      hex
      count
    }
    brands {
      brandId
      name
      count
    }
    categories {
      value
      label
      count
    }
    priceRange {
      min
      max
    }
    sortOptions {
      value
      label
    }
  }
`;

/** The screens' queries, as the web asks them (card fields, PDP fields). */
export const PRODUCT_CARD = /* GraphQL */ `
  fragment Card on Product {
    id
    productId
    slug
    url
    title
    isNew
    availability
    defaultColorId
    brand {
      id
      name
      url
    }
    cover {
      url
      alt
    }
    hoverImage {
      url
      alt
    }
    colors {
      colorId
      name
      hex
    }
    price {
      amount
      currency
      formatted
    }
    originalPrice {
      formatted
    }
    rentalPrice {
      formatted
    }
  }
`;

export const HOME_QUERY = /* GraphQL */ `
  query Home {
    appSettings {
      announcement
      isAIEnabled
      toteUpperLimit
    }
    menu {
      id
      title
      url
      children {
        id
        title
        url
        children {
          id
          title
          url
        }
      }
    }
    home {
      sections {
        __typename
        ... on HomeHero {
          id
          title
          subtitle
          image {
            url
            alt
          }
          cta {
            title
            url
          }
        }
        ... on HomeProductRow {
          id
          title
          link
          products {
            ...Card
          }
        }
        ... on HomeCategoryTiles {
          id
          title
          tiles {
            title
            url
            image {
              url
              alt
            }
          }
        }
        ... on HomeBrandRow {
          id
          title
          brands {
            id
            name
            url
            logo {
              url
              alt
            }
            productCount
          }
        }
      }
    }
  }
  ${PRODUCT_CARD}
`;

export const PDP_QUERY = /* GraphQL */ `
  query Product($slug: String!, $colorId: Int) {
    product(slug: $slug) {
      ...Card
      colors {
        colorId
        images {
          url
          alt
        }
      }
      description
      details
      sizeType
      categories {
        id
        name
        url
      }
      occasions {
        id
        name
        url
      }
      sizes(colorId: $colorId) {
        sku
        label
        stock
        availability
      }
      config {
        canRent
        canBuy
        sizeChart {
          label
          us
          detail
        }
        shippingNote
        returnNote
      }
      similarItems(first: 8) {
        ...Card
      }
    }
  }
  ${PRODUCT_CARD}
`;

export const LISTING_QUERY = /* GraphQL */ `
  query Listing(
    $scope: ProductScopeInput!
    $first: Int
    $after: String
    $sort: ProductSort
    $filter: ProductFilterInput
  ) {
    productListing(scope: $scope) {
      id
      kind
      code
      title
      header {
        title
        subtitle
        description
        banner {
          url
        }
        breadcrumb {
          title
          url
        }
      }
      facets {
        ...FacetFields
      }
      products(first: $first, after: $after, sort: $sort, filter: $filter) {
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
            ...Card
          }
        }
      }
    }
  }
  ${PRODUCT_CARD}
  ${FACET_FIELDS}
`;

/** The order history's queries of order-history.test.ts. */
export const ORDERS = /* GraphQL */ `
  query Orders($tab: OrderTab, $first: Int, $after: String) {
    viewer {
      id
      orderTabs {
        tab
        title
        count
      }
      orders(tab: $tab, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            orderId
            status
            createdAt
            primaryActions
            secondaryActions
            lines {
              title
              saleType
              state
              image {
                url
              }
            }
          }
        }
      }
    }
  }
`;
export const ORDER_TRACKING = /* GraphQL */ `
  query OrderTracking($orderId: Int!) {
    order(orderId: $orderId) {
      status
      primaryActions
      lines {
        state
      }
      shipments {
        shipmentId
        direction
        carrier
        trackingCode
        status
        orderItemIds
        createdAt
        shippedAt
        deliveredAt
        events {
          status
          description
          location
          occurredAt
        }
      }
    }
  }
`;
export const RENTALS = /* GraphQL */ `
  query Rentals($filter: RentalFilter) {
    viewer {
      id
      rentalSummary {
        total
        out
        back
        toteUpperLimit
      }
      rentalHistory(filter: $filter, first: 5) {
        totalCount
        edges {
          node {
            orderItemId
            orderId
            state
            out
            rentedAt
            line {
              title
              state
            }
          }
        }
      }
    }
  }
`;

export const LISTED_ORDER_DETAIL = /* GraphQL */ `
  query {
    viewer {
      orders(tab: CURRENT) {
        edges {
          node {
            orderId
            subtotal {
              amount
            }
            paymentMessage
            shippingAddress {
              city
            }
            shipments {
              trackingCode
            }
            receipt {
              receiptId
            }
          }
        }
      }
    }
  }
`;

import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  CheckoutSummaryQuery,
  CheckoutSummaryQuery$data,
} from '../../__generated__/CheckoutSummaryQuery.graphql.ts';
import { checkoutInput, type CheckoutChoice } from './checkoutChoice.ts';
import { openWaitlistOn } from '../waitlist/index.ts';

export type Preview = NonNullable<CheckoutSummaryQuery$data['checkoutPreview']['preview']>;

/**
 * Prices the checkout of the URL's choice (/order/pre-pay-detail): the preview, or its userErrors.
 * A new fetchKey asks again (the Tote changed under a cart checkout). A waitlist refusal (20013 / 20014)
 * opens the waitlist modal.
 */
export function useCheckoutPreview(choice: CheckoutChoice, points: number, fetchKey?: number) {
  const data = useLazyLoadQuery<CheckoutSummaryQuery>(
    graphql`
      query CheckoutSummaryQuery($input: CheckoutInput!) {
        checkoutPreview(input: $input) {
          preview {
            mode
            plan {
              name
            }
            lines {
              type
              title
              detail
              quantity
              unitPrice {
                formatted
              }
              amount {
                amount
                formatted
              }
              cartItemId
              orderItemId
              imageUrl
              product {
                id
                url
              }
            }
            subtotal {
              formatted
            }
            coupon {
              code
              description
              discount {
                formatted
              }
            }
            discount {
              amount
              formatted
            }
            points {
              balance
              used
              value {
                formatted
              }
            }
            shipping {
              amount
              formatted
            }
            totalBilled {
              amount
              formatted
            }
            isFree
            nextBillingDate
            hasPaymentMethod
            shippingAddress {
              firstName
              lastName
              streetAddress
              details
              city
              state
              zip
              mobileDisplay
            }
            messages
            ...ReviewStep_preview
          }
          userErrors {
            ...userErrorFields @relay(mask: false)
          }
        }
      }
    `,
    { input: checkoutInput(choice, points) },
    { fetchPolicy: 'store-and-network', ...(fetchKey ? { fetchKey } : {}) },
  );
  const { userErrors } = data.checkoutPreview;
  useEffect(() => {
    openWaitlistOn(userErrors);
  }, [userErrors]);
  return data.checkoutPreview;
}

/** The priced lines and totals of a preview. */
export function CheckoutLines({ preview }: { preview: Preview }) {
  return (
    <div className="checkout-summary">
      <ul className="checkout-summary__lines">
        {preview.lines.map((line, index) => (
          <li key={`${line.type}-${index}`} className="checkout-summary__line">
            <span>
              <span className="checkout-summary__title">{line.title}</span>
              {line.detail ? <span className="checkout-summary__detail">{line.detail}</span> : null}
            </span>
            <span>{line.amount.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{preview.subtotal.formatted}</dd>
        </div>
        {preview.coupon ? (
          <div>
            <dt>Promo code {preview.coupon.code}</dt>
            <dd>−{preview.coupon.discount.formatted}</dd>
          </div>
        ) : null}
        {preview.points.used > 0 ? (
          <div>
            <dt>Bonus credits ({preview.points.used} points)</dt>
            <dd>−{preview.points.value.formatted}</dd>
          </div>
        ) : null}
        {preview.shipping.amount > 0 ? (
          <div>
            <dt>Shipping</dt>
            <dd>{preview.shipping.formatted}</dd>
          </div>
        ) : null}
        <div className="checkout-summary__total">
          <dt>Total due today</dt>
          <dd>{preview.totalBilled.formatted}</dd>
        </div>
      </dl>
      {preview.messages.map((message) => (
        <p key={message} className="checkout-summary__message">
          {message}
        </p>
      ))}
    </div>
  );
}

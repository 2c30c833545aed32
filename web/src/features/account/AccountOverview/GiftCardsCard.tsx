import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import { giftCardCode } from '@tote/contract/gift-cards';
import type { GiftCardsCard_viewer$key } from '../../../__generated__/GiftCardsCard_viewer.graphql.ts';
import { formatShortDate } from '../../../platform/format/dates.ts';
import { useZodForm } from '../../../platform/hooks/useZodForm.ts';
import { splitUserErrors, type UserErrorLike } from '../../../platform/relay/userErrors.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { FormAlert, SubmitButton, TextField } from '../../../ui/FormField/FormField.tsx';
import { useRedeemGiftCardMutation } from './useRedeemGiftCardMutation.ts';

const redeemSchema = z.object({ code: giftCardCode });

/** The gift-card balance, the cards redeemed (shown by their last four characters) and the form to redeem one. */
export function GiftCardsCard({ viewer }: { viewer: GiftCardsCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment GiftCardsCard_viewer on User {
        giftCards {
          total {
            formatted
          }
          cards {
            last4
            maskedCode
            balance {
              formatted
            }
            expiresAt
            expired
          }
        }
      }
    `,
    viewer,
  );
  const form = useZodForm<{ code: string }, typeof redeemSchema>(redeemSchema, { defaultValues: { code: '' } });
  const [redeem] = useRedeemGiftCardMutation();
  const [alerts, setAlerts] = useState<readonly UserErrorLike[]>([]);

  const submit = form.handleSubmit(async ({ code }) => {
    setAlerts([]);
    try {
      const { redeemGiftCard: payload } = await redeem({ input: { code } });
      if (payload.giftCard) {
        showToast(`Gift card redeemed: ${payload.giftCard.amount.formatted} added to your balance.`, 'success');
        form.reset();
        return;
      }
      setAlerts(
        splitUserErrors(payload.userErrors, ['code'] as const, (field, message) =>
          form.setError(field, { type: 'server', message }),
        ),
      );
    } catch {
      // The network layer has shown the failure.
    }
  });

  const giftCards = data.giftCards;
  return (
    <section className="account-card overview-card overview-card--wide gift-cards" aria-labelledby="gift-cards-title">
      <p id="gift-cards-title" className="eyebrow">
        Gift cards
      </p>
      {giftCards ? (
        <>
          <p className="account-card__title" data-testid="gift-card-balance">
            {giftCards.total.formatted}
          </p>
          <p className="account-card__text">
            {giftCards.cards.length ? 'Your gift card balance.' : 'Redeem a gift card to add it to your balance.'}
          </p>
          {giftCards.cards.length ? (
            <ul className="gift-cards__list" aria-label="Your gift cards">
              {giftCards.cards.map((card, i) => (
                <li key={`${card.last4}-${i}`} className="gift-cards__item">
                  <span className="gift-cards__code">
                    <span className="visually-hidden">Gift card ending in {card.last4}</span>
                    <span aria-hidden="true">{card.maskedCode}</span>
                  </span>
                  <span className="gift-cards__meta">
                    {card.expired
                      ? `Expired ${formatShortDate(card.expiresAt)}`
                      : card.expiresAt
                        ? `Expires ${formatShortDate(card.expiresAt)}`
                        : 'No expiry'}
                  </span>
                  <span className={`gift-cards__amount${card.expired ? ' gift-cards__amount--expired' : ''}`}>
                    {card.balance.formatted}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="account-card__text">Your gift card balance can’t be shown right now.</p>
      )}

      <form onSubmit={submit} noValidate className="gift-cards__form" aria-label="Redeem a gift card">
        <h3 className="gift-cards__form-title">Redeem a gift card</h3>
        {alerts.map((alert) => (
          <FormAlert key={alert.code + alert.message}>{alert.message}</FormAlert>
        ))}
        <div className="gift-cards__row">
          <TextField
            label="Gift card code"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <SubmitButton className="button button--ghost" disabled={form.formState.isSubmitting}>
            Redeem
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

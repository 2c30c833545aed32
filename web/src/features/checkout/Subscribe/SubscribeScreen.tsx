import { Suspense, useCallback } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { SubscribeScreenQuery } from '../../../__generated__/SubscribeScreenQuery.graphql.ts';
import type { CheckoutMode } from '../../../__generated__/CheckoutSummaryQuery.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../../shell/index.ts';
import { Spinner } from '../../../ui/Spinner/Spinner.tsx';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { FormAlert } from '../../../ui/FormField/FormField.tsx';
import type { CheckoutChoice } from '../checkoutChoice.ts';
import { isCartMode, itemsFromParams, MODE_TITLES, STEP_COUNT, stepFromParams, stepsFor } from '../modes.ts';
import { PlanStep } from './PlanStep.tsx';
import { ItemsStep } from './ItemsStep.tsx';
import { CurrentPlanStep } from './CurrentPlanStep.tsx';
import { CartPaymentStep } from './CartPaymentStep.tsx';
import { AddressStep } from './AddressStep.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { WaitlistGate } from '../../waitlist/index.ts';
import '../../../ui/FormField/FormField.css';
import './Subscribe.css';

export const subscribeScreenQuery = graphql`
  query SubscribeScreenQuery {
    ...AppShell_query
    membershipPlans {
      id
      planId
      isDefault
      ...PlanStep_plans
    }
    paymentConfig {
      ...PaymentStep_config
    }
    viewer {
      id
      points
      ...AddressStep_user
      ...PaymentStep_user
    }
  }
`;

/** Why the shopper was sent here (`?notice=`), e.g. from a rent checkout before being a member. */
const NOTICES: Record<string, string> = {
  rent: 'Renting from your Tote is for members. Start your membership first, then check out your Tote.',
};

/**
 * /subscribe (and /resume-subscription, ?mode=): 5 numbered steps, for every checkout
 * mode. The membership modes start by choosing the plan; the cart modes (purchase-only, rent-only,
 * rent-and-purchase, rent-to-buy) by the items being checked out. The step and every choice (plan,
 * items, promo code, points) live in the URL, so back and forward walk through the steps.
 */
export function SubscribeScreen() {
  const { queryRef, mode } = useLoaderData() as ScreenData<SubscribeScreenQuery> & { mode: CheckoutMode };
  const data = usePreloadedQuery<SubscribeScreenQuery>(subscribeScreenQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const step = stepFromParams(params);
  const title = MODE_TITLES[mode] ?? MODE_TITLES.SUBSCRIBE!;
  const steps = stepsFor(mode);
  const cart = isCartMode(mode);
  const notice = cart || step !== 1 ? null : (NOTICES[params.get('notice') ?? ''] ?? null);
  useDocumentTitle(title);

  const defaultPlan = data.membershipPlans.find((p) => p.isDefault)?.planId ?? data.membershipPlans[0]?.planId ?? null;
  const planParam = Number(params.get('plan'));
  const choice: CheckoutChoice = {
    mode,
    planId: cart
      ? null
      : Number.isInteger(planParam) && planParam > 0
        ? planParam
        : mode === 'SUBSCRIBE' || mode === 'RESUBSCRIBE'
          ? defaultPlan
          : null,
    couponCode: params.get('coupon') || null,
    usePoints: params.get('points') === '1',
    ...itemsFromParams(mode, params),
  };

  /** Changes the URL's choices (and the step) as one history entry. */
  const go = useCallback(
    (changes: Record<string, string | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value == null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      });
      window.scrollTo(0, 0);
    },
    [setParams],
  );
  const toStep = useCallback((n: number) => go({ step: String(n) }), [go]);

  const viewer = data.viewer;
  return (
    <AppShell query={data}>
      <div className="page subscribe">
        <h1 className="subscribe__title">{title}</h1>
        {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
        <WaitlistGate active={mode === 'SUBSCRIBE' || mode === 'RESUBSCRIBE'}>
          <ol className="subscribe__steps" aria-label="Steps">
            {steps.map((label, index) => (
              <li
                key={label}
                className={
                  'subscribe__step' +
                  (index + 1 === step ? ' subscribe__step--current' : '') +
                  (index + 1 < step ? ' subscribe__step--done' : '')
                }
                aria-current={index + 1 === step ? 'step' : undefined}
              >
                <span className="subscribe__step-number">{index + 1}</span> {label}
              </li>
            ))}
          </ol>
          <p className="subscribe__progress">
            Step {step} of {STEP_COUNT}
          </p>
          <h2 className="subscribe__step-title">{steps[step - 1]}</h2>
          {viewer == null ? (
            <Spinner />
          ) : (
            <Suspense fallback={<Spinner />}>
              {step === 1 && cart ? (
                <ItemsStep choice={choice} points={viewer.points} onContinue={() => toStep(2)} />
              ) : null}
              {step === 1 && choice.mode === 'UNLOCK_EARLY' ? (
                <CurrentPlanStep choice={choice} points={viewer.points} onContinue={() => toStep(2)} />
              ) : null}
              {step === 1 && !cart && choice.mode !== 'UNLOCK_EARLY' ? (
                <PlanStep
                  plans={data.membershipPlans}
                  selected={choice.planId}
                  onContinue={(planId) => go({ plan: String(planId), step: '2' })}
                />
              ) : null}
              {step === 2 ? <AddressStep user={viewer} onBack={() => toStep(1)} onSaved={() => toStep(3)} /> : null}
              {step === 3 && cart ? (
                <CartPaymentStep
                  choice={choice}
                  points={viewer.points}
                  onBack={() => toStep(2)}
                  onContinue={() => toStep(4)}
                >
                  <PaymentStep
                    user={viewer}
                    config={data.paymentConfig}
                    onBack={() => toStep(2)}
                    onSaved={() => toStep(4)}
                  />
                </CartPaymentStep>
              ) : null}
              {step === 3 && !cart ? (
                <PaymentStep
                  user={viewer}
                  config={data.paymentConfig}
                  onBack={() => toStep(2)}
                  onSaved={() => toStep(4)}
                />
              ) : null}
              {step === 4 ? (
                <ReviewStep
                  choice={choice}
                  points={viewer.points}
                  onCoupon={(code) => go({ coupon: code })}
                  onPoints={(use) => go({ points: use ? '1' : null })}
                  onBack={() => toStep(3)}
                  onContinue={() => toStep(5)}
                />
              ) : null}
              {step === 5 ? (
                <ConfirmStep choice={choice} points={viewer.points} onBack={() => toStep(4)} onEdit={toStep} />
              ) : null}
            </Suspense>
          )}
        </WaitlistGate>
      </div>
    </AppShell>
  );
}

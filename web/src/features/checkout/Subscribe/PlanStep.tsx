import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PlanStep_plans$key } from '../../../__generated__/PlanStep_plans.graphql.ts';

interface Props {
  plans: PlanStep_plans$key;
  selected: number | null;
  onContinue: (planId: number) => void;
}

/** Step 1: the membership plans (/member/plan/list); the default plan is preselected. */
export function PlanStep({ plans: key, selected, onContinue }: Props) {
  const plans = useFragment(
    graphql`
      fragment PlanStep_plans on MembershipPlan @relay(plural: true) {
        id
        planId
        name
        monthlyPrice {
          formatted
        }
        rentalSlots
        description
        features
        isDefault
      }
    `,
    key,
  );
  const [planId, setPlanId] = useState<number | null>(
    selected ?? plans.find((p) => p.isDefault)?.planId ?? plans[0]?.planId ?? null,
  );

  return (
    <form
      className="subscribe-step"
      onSubmit={(event) => {
        event.preventDefault();
        if (planId != null) onContinue(planId);
      }}
    >
      <fieldset className="plan-list">
        <legend className="visually-hidden">Membership plan</legend>
        {plans.map((plan) => (
          <label key={plan.id} className={`plan-card${plan.planId === planId ? ' plan-card--selected' : ''}`}>
            <input
              type="radio"
              name="plan"
              value={plan.planId}
              checked={plan.planId === planId}
              onChange={() => setPlanId(plan.planId)}
            />
            <span className="plan-card__name">{plan.name}</span>
            <span className="plan-card__price">{plan.monthlyPrice.formatted} / month</span>
            <span className="plan-card__slots">{plan.rentalSlots}</span>
            <span className="plan-card__description">{plan.description}</span>
            <ul className="plan-card__features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </label>
        ))}
      </fieldset>
      <div className="subscribe-step__actions">
        <button type="submit" className="button" disabled={planId == null}>
          Continue
        </button>
      </div>
    </form>
  );
}

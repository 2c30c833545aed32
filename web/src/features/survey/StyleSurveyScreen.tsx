import { useState } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { StyleSurveyScreenQuery } from '../../__generated__/StyleSurveyScreenQuery.graphql.ts';
import type { StyleSurveyScreen_viewer$key } from '../../__generated__/StyleSurveyScreen_viewer.graphql.ts';
import type { ScreenData } from '../../platform/relay/loadScreenQuery.ts';
import { AppShell } from '../shell/index.ts';
import { useDocumentTitle } from '../../platform/hooks/useDocumentTitle.ts';
import { BrandStep } from './BrandStep.tsx';
import { ChoiceStep } from './ChoiceStep.tsx';
import { SizeStep } from './SizeStep.tsx';
import { SurveyDone } from './SurveyDone.tsx';
import { VibeStep } from './VibeStep.tsx';
import { useAnswerOccupationMutation } from './useAnswerOccupationMutation.ts';
import { useAnswerSpendMutation } from './useAnswerSpendMutation.ts';
import './StyleSurvey.css';

export const styleSurveyScreenQuery = graphql`
  query StyleSurveyScreenQuery {
    ...AppShell_query
    viewer {
      id
      ...StyleSurveyScreen_viewer
    }
  }
`;

/** /style-survey: the five steps of the style survey, opened where the viewer left off. */
export function StyleSurveyScreen() {
  const { queryRef } = useLoaderData() as ScreenData<StyleSurveyScreenQuery>;
  const data = usePreloadedQuery<StyleSurveyScreenQuery>(styleSurveyScreenQuery, queryRef);
  useDocumentTitle('Style survey');
  return (
    <AppShell query={data}>
      <div className="page survey-page">
        <h1 className="survey-page__title">Your style survey</h1>
        {data.viewer ? <Survey viewer={data.viewer} /> : null}
      </div>
    </AppShell>
  );
}

function Survey({ viewer }: { viewer: StyleSurveyScreen_viewer$key }) {
  const v = useFragment(
    graphql`
      fragment StyleSurveyScreen_viewer on User {
        profile {
          clothingSizes
          shoeSizes
          bodyShape
        }
        styleSurvey {
          currentStep
          completed
          steps {
            step
            title
            done
          }
          occupations {
            value
            label
            description
            selected
          }
          spendStyles {
            value
            label
            description
            selected
          }
          ...VibeStep_survey
          ...BrandStep_survey
        }
      }
    `,
    viewer,
  );
  const survey = v.styleSurvey;
  // 1..5 a step, 0 the end; opens at the first step not done
  const [shown, setShown] = useState(survey.currentStep);
  const [answerOccupation, savingOccupation] = useAnswerOccupationMutation();
  const [answerSpend, savingSpend] = useAnswerSpendMutation();
  const go = (step: number) => () => setShown(step);
  const reachable = (step: number) =>
    survey.steps.some((s) => s.step === step && s.done) || step === survey.currentStep;

  return (
    <>
      <nav aria-label="Survey steps">
        <ol className="survey-steps">
          {survey.steps.map((s) => (
            <li key={s.step}>
              <button
                type="button"
                className="survey-steps__step"
                aria-current={s.step === shown ? 'step' : undefined}
                disabled={!reachable(s.step)}
                onClick={go(s.step)}
              >
                <span className="survey-steps__number" aria-hidden="true">
                  {s.done ? '✓' : s.step}
                </span>
                {s.title}
                {s.done ? <span className="visually-hidden">{' (done)'}</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {shown === 1 ? <VibeStep key="vibe" survey={survey} onDone={go(2)} /> : null}
      {shown === 2 ? <BrandStep key="brands" survey={survey} onDone={go(3)} onBack={go(1)} /> : null}
      {shown === 3 ? <SizeStep key="sizes" saved={v.profile ?? NO_SIZES} onDone={go(4)} onBack={go(2)} /> : null}
      {shown === 4 ? (
        <ChoiceStep
          key="occupation"
          step={4}
          title="Your day to day"
          lead="What does a usual week ask of your wardrobe?"
          choices={survey.occupations}
          busy={savingOccupation}
          save={async (occupation) =>
            (await answerOccupation({ input: { occupation } })).answerSurveyOccupation.userErrors
          }
          onDone={go(5)}
          onBack={go(3)}
        />
      ) : null}
      {shown === 5 ? (
        <ChoiceStep
          key="spend"
          step={5}
          title="Your spend style"
          lead="How do you like to spend on clothes?"
          choices={survey.spendStyles}
          busy={savingSpend}
          save={async (spend) => (await answerSpend({ input: { spend } })).answerSurveySpend.userErrors}
          onDone={go(0)}
          onBack={go(4)}
        />
      ) : null}
      {shown === 0 ? (
        <SurveyDone
          completed={survey.completed}
          nextStep={survey.currentStep}
          onResume={go(survey.currentStep)}
          onReset={go(1)}
        />
      ) : null}
    </>
  );
}

const NO_SIZES = { clothingSizes: [], shoeSizes: [], bodyShape: null };

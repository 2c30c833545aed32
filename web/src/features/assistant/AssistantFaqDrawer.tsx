import { Drawer } from '../../ui/Drawer/Drawer.tsx';
import { AI_TRIAL_LIMIT_DEFAULT } from '@tote/contract/assistant';

const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What can the assistant do?',
    answer:
      'It finds styles in the shop, puts looks together, suggests sizes and answers questions about renting, ' +
      'buying and your membership.',
  },
  {
    question: 'Is it free?',
    answer:
      `Members chat without limit. Guests and shoppers without a membership get a few free messages ` +
      `(${AI_TRIAL_LIMIT_DEFAULT} to start with); the panel shows how many are left.`,
  },
  {
    question: 'What does "like this one" mean?',
    answer:
      'On a product page the assistant knows which product you are looking at, so you can ask for similar styles.',
  },
  {
    question: 'Who sees my conversation?',
    answer:
      'It is kept with your account (or this browser, for guests) so it is there when you come back. ' +
      'Use "Clear history" to forget it.',
  },
];

/** A few fixed questions and answers about the assistant. */
export function AssistantFaqDrawer() {
  return (
    <Drawer name="aiFaq" title="About the assistant" side="right">
      <dl className="assistant-faq">
        {FAQ.map(({ question, answer }) => (
          <div key={question} className="assistant-faq__item">
            <dt className="assistant-faq__question">{question}</dt>
            <dd className="assistant-faq__answer">{answer}</dd>
          </div>
        ))}
      </dl>
    </Drawer>
  );
}

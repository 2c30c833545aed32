/** The cancel survey (/member/cancel-survey) and the check of its answers (/member/cancel). */
import type { CancelSurvey, SurveyAnswer } from '@tote/contract/member';
import { badRequest } from '../../platform/http/errors.js';

export const CANCEL_SURVEY: CancelSurvey = {
  questions: [
    {
      questionId: 1,
      title: 'Why are you cancelling?',
      type: 'multiple',
      required: true,
      options: [
        { optionId: 1, text: "It's too expensive", allowText: false },
        { optionId: 2, text: "I'm not using it enough", allowText: false },
        { optionId: 3, text: "The styles aren't for me", allowText: false },
        { optionId: 4, text: 'Fit or sizing problems', allowText: false },
        { optionId: 5, text: 'Shipping took too long', allowText: false },
        { optionId: 6, text: "I'm taking a break (travel, life changes)", allowText: false },
        { optionId: 7, text: 'Other', allowText: true },
      ],
    },
    {
      questionId: 2,
      title: 'What would have kept you?',
      type: 'single',
      required: false,
      options: [
        { optionId: 1, text: 'More styles in my size', allowText: false },
        { optionId: 2, text: 'Faster delivery', allowText: false },
        { optionId: 3, text: 'A lower price', allowText: false },
        { optionId: 4, text: 'More brands', allowText: false },
        { optionId: 5, text: "Nothing, it's just not for me", allowText: false },
      ],
    },
  ],
  willingness: {
    title: 'How likely are you to come back?',
    min: 1,
    max: 5,
    minLabel: 'Not likely',
    maxLabel: 'Very likely',
  },
  feedback: {
    title: 'Anything else you want to tell us?',
    placeholder: 'Your feedback helps us improve Tote.',
    maxLength: 2000,
  },
};

/** The answers with their texts (what is stored), or 40001 naming the first problem. */
export function checkSurveyAnswers(
  answers: SurveyAnswer[],
): { questionId: number; question: string; options: { optionId: number; text: string }[]; text: string | null }[] {
  const seen = new Set<number>();
  const out = answers.map((a) => {
    const q = CANCEL_SURVEY.questions.find((x) => x.questionId === a.questionId);
    if (!q) throw badRequest(`Unknown survey question: ${a.questionId}`);
    if (seen.has(q.questionId)) throw badRequest(`Survey question ${q.questionId} is answered twice`);
    seen.add(q.questionId);
    const ids = [...new Set(a.optionIds)];
    if (q.type === 'single' && ids.length > 1) throw badRequest(`Survey question ${q.questionId} takes one option`);
    const options = ids.map((id) => {
      const o = q.options.find((x) => x.optionId === id);
      if (!o) throw badRequest(`Unknown option ${id} of survey question ${q.questionId}`);
      return o;
    });
    const text = a.text?.trim() || null;
    if (text && !options.some((o) => o.allowText))
      throw badRequest(`Survey question ${q.questionId}: text goes with the option "Other"`);
    return {
      questionId: q.questionId,
      question: q.title,
      options: options.map((o) => ({ optionId: o.optionId, text: o.text })),
      text,
    };
  });
  for (const q of CANCEL_SURVEY.questions) {
    if (q.required && !out.some((a) => a.questionId === q.questionId && a.options.length > 0))
      throw badRequest(`Please answer: ${q.title}`);
  }
  return out;
}

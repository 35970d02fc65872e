import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
} from '@jade/contract/content-constants';

/** A field problem as an i18n key and its arguments (made into text at render time, in the current language). */
export interface FeedbackProblem {
  key: 'feedback.type.invalid' | 'feedback_too_short' | 'feedback_too_long' | 'feedback_contact_too_long';
  args?: Record<string, number>;
}

export interface FeedbackDraft {
  type: string;
  content: string;
  contact: string;
}

export type FeedbackProblems = Partial<Record<keyof FeedbackDraft, FeedbackProblem>>;

/** The spec §5 rules of the feedback form, with the contract's bounds (the server checks the same). */
export function validateFeedback(draft: FeedbackDraft): FeedbackProblems {
  const problems: FeedbackProblems = {};
  if (!draft.type) problems.type = { key: 'feedback.type.invalid' };
  const length = draft.content.trim().length;
  if (length < FEEDBACK_CONTENT_MIN)
    problems.content = { key: 'feedback_too_short', args: { 0: FEEDBACK_CONTENT_MIN } };
  else if (length > FEEDBACK_CONTENT_MAX)
    problems.content = { key: 'feedback_too_long', args: { 0: FEEDBACK_CONTENT_MAX } };
  if (draft.contact.trim().length > FEEDBACK_CONTACT_MAX)
    problems.contact = { key: 'feedback_contact_too_long', args: { 0: FEEDBACK_CONTACT_MAX } };
  return problems;
}

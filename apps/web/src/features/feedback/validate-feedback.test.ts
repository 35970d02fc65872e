import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN } from '@jade/contract/content-constants';
import { validateFeedback } from './validate-feedback';

describe('validateFeedback', () => {
  const ok = { type: 'games', content: 'The slots page is slow tonight.', contact: '' };

  it('accepts a type and content within the bounds', () => {
    expect(validateFeedback(ok)).toEqual({});
    expect(validateFeedback({ ...ok, content: 'x'.repeat(FEEDBACK_CONTENT_MIN) })).toEqual({});
    expect(validateFeedback({ ...ok, content: 'x'.repeat(FEEDBACK_CONTENT_MAX) })).toEqual({});
  });

  it('needs a question type', () => {
    expect(validateFeedback({ ...ok, type: '' }).type?.key).toBe('feedback.type.invalid');
  });

  it('refuses content outside the bounds, counting without the surrounding spaces', () => {
    expect(
      validateFeedback({ ...ok, content: `  ${'x'.repeat(FEEDBACK_CONTENT_MIN - 1)}   ` }).content,
    ).toEqual({
      key: 'feedback_too_short',
      args: { 0: FEEDBACK_CONTENT_MIN },
    });
    expect(validateFeedback({ ...ok, content: 'x'.repeat(FEEDBACK_CONTENT_MAX + 1) }).content?.key).toBe(
      'feedback_too_long',
    );
  });

  it('limits the contact', () => {
    expect(validateFeedback({ ...ok, contact: 'a'.repeat(101) }).contact?.key).toBe(
      'feedback_contact_too_long',
    );
  });
});

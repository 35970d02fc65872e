import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contentCalls } from '@jade/contract/call-routes';
import type { feedbackBodySchema } from '@jade/contract/content';
import { callApi } from '../client';
import { useLocaleStore } from '../../stores/locale-store';

/** The feedback form's question types, labelled in the site language. */
export function useFeedbackTypes() {
  const language = useLocaleStore((s) => s.language);
  return useQuery({
    queryKey: ['content', 'feedback-types', language],
    queryFn: ({ signal }) => callApi(contentCalls.feedbackTypes, { signal }),
    staleTime: 10 * 60_000,
  });
}

export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** Sends the feedback (PUT /wps/feedback); visitors may send it too. */
export const sendFeedback = (body: FeedbackBody) => callApi(contentCalls.feedback, { body });

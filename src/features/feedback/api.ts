import { contract, useRouteMutation, useRouteQuery } from '../../lib/api';

export const FEEDBACK_HISTORY_PAGE_SIZE = 5;

/** The form's limits from the server: characters, word bounds, images. */
export function useFeedbackSettings() {
  return useRouteQuery(contract.system.feedbackSettings, {}, { staleTime: 30 * 60_000 });
}

export function useFeedbackHistory(pageNo: number) {
  return useRouteQuery(
    contract.system.feedbackHistory,
    { query: { pageNo, pageSize: FEEDBACK_HISTORY_PAGE_SIZE } },
    { placeholderData: (previous) => previous },
  );
}

/** SPEC §7 PUT /wps/feedback; a sent feedback appears at the top of the history. */
export function useSendFeedback() {
  return useRouteMutation(contract.system.feedback, { exclusive: true, invalidates: [contract.system.feedbackHistory] });
}

import { useMutation } from '@tanstack/react-query';
import { systemCalls } from '@jade/contract/call-routes';
import type { LanguageCode } from '@jade/contract/languages';
import { callApi } from '../client';

/** Records the interface language on the server (spec §4 "Language change"). */
export function updateLanguage(language: LanguageCode) {
  return callApi(systemCalls.updateLanguage, { body: { language } });
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage });
}

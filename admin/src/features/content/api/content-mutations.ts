import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCreateSiteContent,
  adminRemoveSiteContent,
  adminUpdateTemplate,
} from '../../../../../contract/operator/content';
import type { CallRequest } from '../../../../../contract/call';
import { callStaffApi } from '../../../lib/api-client';
import { contentQueries } from './content-queries';

export type ContentDraft = Required<
  Pick<
    CallRequest<typeof adminCreateSiteContent>,
    'title' | 'summary' | 'body_html' | 'sort' | 'published'
  >
> & {
  image_url: string | null;
  mobile_image_url: string | null;
  link_url: string | null;
  link_label: string | null;
};

/** Saves one language of a piece: updates it when it exists (`id`), else creates it. */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: ContentDraft &
        (
          | { id: number }
          | Pick<CallRequest<typeof adminCreateSiteContent>, 'type' | 'slug' | 'locale'>
        ),
    ) =>
      'id' in input
        ? callStaffApi(adminUpdateTemplate, input)
        : callStaffApi(adminCreateSiteContent, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueries.all }),
  });
}

export function useRemoveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callStaffApi(adminRemoveSiteContent, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueries.all }),
  });
}

import { graphql } from 'react-relay';
import type { useUploadPhotoMutation as M } from '../../../__generated__/useUploadPhotoMutation.graphql.ts';
import { useMutationPromise } from '../../../platform/relay/useMutationPromise.ts';

/** Asks for a place to upload one review photo (requestPhotoUpload): its key, URL and headers. */
export function useUploadPhotoMutation() {
  return useMutationPromise<M>(graphql`
    mutation useUploadPhotoMutation($input: RequestPhotoUploadInput!) {
      requestPhotoUpload(input: $input) {
        upload {
          key
          uploadUrl
          headers {
            name
            value
          }
        }
        userErrors {
          ...userErrorFields @relay(mask: false)
        }
      }
    }
  `);
}

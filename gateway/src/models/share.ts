/** Shared links (schema/share.graphql): the /v1 shape as it is (contract/share.ts). */
import type { SharedCollectionView } from '@tote/contract/share';

export type SharedCollectionModel = SharedCollectionView;

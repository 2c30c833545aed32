import type { PopupsQuery$data } from '../../__generated__/PopupsQuery.graphql.ts';

/** One banner or pop-up of /app/init, as Popups.tsx reads it. */
export type Pop = NonNullable<PopupsQuery$data['appInit']>['popups'][number];

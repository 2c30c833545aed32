/** The app's start-up data, settings and menu (schema/app.graphql). */
import type { AppDynamic, AppInit, MenuItem } from '@tote/contract/catalog';

export type MenuItemModel = MenuItem;
export type AppInitModel = AppInit;
export type PopupModel = AppInit['popInfo'][number];
export type SubscribeIntroduceModel = AppInit['subscribeIntroduce'];
export type AppSettingsModel = AppDynamic;

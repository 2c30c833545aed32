import type { ShellParts } from '../features/shell/index.ts';
import { SearchButton, SearchDrawer } from '../features/search/index.ts';
import { AssistantHeaderButton } from '../features/assistant/index.ts';
import { AccountMenu, LogInLink } from '../features/account/index.ts';
import { ToteDrawer, ToteIconButton } from '../features/tote/index.ts';
import { PopupSlot, TopBannerSlot } from '../features/banners/index.ts';

/** The features the frame of every page shows (features/shell/ShellParts.tsx). */
export const shellParts: ShellParts = {
  SearchButton,
  AssistantButton: AssistantHeaderButton,
  AccountMenu,
  LogInLink,
  ToteButton: ToteIconButton,
  SearchDrawer,
  ToteDrawer,
  TopBanner: TopBannerSlot,
  Popup: PopupSlot,
};

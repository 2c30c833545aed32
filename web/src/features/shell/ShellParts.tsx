import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { AccountMenu_viewer$key } from '../../__generated__/AccountMenu_viewer.graphql.ts';
import type { ToteIconButton_user$key } from '../../__generated__/ToteIconButton_user.graphql.ts';

/** Whom a page is for: the pop-ups and the banner are chosen by it. */
export type Audience = 'guest' | 'member' | 'non_member';

/**
 * What the frame shows that belongs to other features: the header's controls, the search and Tote drawers, the
 * banner and the pop-up. Those features have pages of their own, which sit in this frame, so the frame cannot import
 * them: the app hands them in, on the root route's `handle` (app/routes.tsx). The GraphQL fragments of the header
 * still spread theirs.
 */
export interface ShellParts {
  SearchButton: ComponentType;
  AssistantButton: ComponentType;
  AccountMenu: ComponentType<{ viewer: AccountMenu_viewer$key }>;
  LogInLink: ComponentType;
  ToteButton: ComponentType<{ user: ToteIconButton_user$key | null }>;
  SearchDrawer: ComponentType;
  /** Only for a signed-in shopper. */
  ToteDrawer: ComponentType;
  TopBanner: ComponentType<{ audience: Audience }>;
  Popup: ComponentType<{ audience: Audience }>;
}

/** The root route's `handle`. */
export interface ShellHandle {
  shellParts: ShellParts;
}

export function useShellParts(): ShellParts {
  const root = useMatches()[0]?.handle as Partial<ShellHandle> | undefined;
  if (!root?.shellParts) throw new Error('The app shell needs its parts: the root route’s handle (app/routes.tsx)');
  return root.shellParts;
}

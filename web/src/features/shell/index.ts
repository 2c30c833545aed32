/**
 * The frame of every page (header, menu, footer, with the parts other features hand in) and the error pages.
 * Every page renders AppShell, so the shell comes last in the features' order: it uses none of them.
 */
export { shellRoutes } from './routes.ts';
export { AppShell } from './AppShell/AppShell.tsx';
export { StaticShell } from './AppShell/StaticShell.tsx';
export { NotFoundContent } from './NotFound/NotFoundContent.tsx';
export { OfflineNotice } from './OfflineNotice/OfflineNotice.tsx';
export type { ShellHandle, ShellParts } from './ShellParts.tsx';

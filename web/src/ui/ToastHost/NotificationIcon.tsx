import type { ToastIcon } from '../../platform/state/ui.ts';

/** 24×24 outline paths, one per custom kind. */
const PATHS: Record<ToastIcon, string> = {
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5v.5',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8Zm6 12l.8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18Z',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3Zm0 9l8-4.5M12 12v9m0-9L4 7.5',
  lock: 'M6 11h12v10H6V11Zm2 0V8a4 4 0 0 1 8 0v3',
  unlock: 'M6 11h12v10H6V11Zm2 0V8a4 4 0 0 1 7.7-1.5',
  gift: 'M4 10h16v4H4v-4Zm1 4h14v7H5v-7Zm7-4v11M12 10c-1.5-3-5-4-5-1.5S10 10 12 10Zm0 0c1.5-3 5-4 5-1.5S14 10 12 10Z',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3-12 6 6m0-6-6 6',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15L6 17Zm4 3.5a2 2 0 0 0 4 0',
  bellSlash: 'M6 17V11a6 6 0 0 1 12 0v6l1.5 2h-15L6 17Zm4 3.5a2 2 0 0 0 4 0M4 4l16 16',
};

export function NotificationIcon({ icon }: { icon: ToastIcon }) {
  return (
    <svg className="toast__icon" data-icon={icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={PATHS[icon]} stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

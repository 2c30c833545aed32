import { useSyncExternalStore } from 'react';

/**
 * The UI flags (which drawers and modals are open) and the toasts, in one small store.
 * Read with `useUi(selector)`; change with the actions below (also usable outside React).
 */
export const DRAWERS = [
  'search',
  'menu',
  'aiMore',
  'aiFaq',
  'cartOrderPreview',
  'filter',
  'share',
  'notification',
] as const;
export const MODALS = [
  'fitAndPreferences',
  'download',
  'loadingProgress',
  'premiumIntro',
  'sizeChart',
  'shippingAddress',
  'paymentInfo',
  'cartMobileNumberEdit',
  'tutorial',
  'register',
  'cancelMembership',
  'cancelOrder',
  'contactUs',
  'waitlist',
  'popup',
] as const;
/** The drawers every route change closes. */
export const ROUTE_CLOSED_DRAWERS = ['search', 'menu', 'aiMore', 'cartOrderPreview'] as const;

export type DrawerName = (typeof DRAWERS)[number];
export type ModalName = (typeof MODALS)[number];

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';
/** The custom kinds: the icon a notification shows. */
export type ToastIcon =
  'info' | 'sparkle' | 'cube' | 'lock' | 'unlock' | 'gift' | 'error' | 'success' | 'bell' | 'bellSlash';

export interface Toast {
  id: number;
  /** The type: success, info, warning or error. */
  kind: ToastType;
  message: string;
  /** An error without a title is titled "Error Message". */
  title: string | null;
  icon: ToastIcon;
  position: ToastPosition;
  /** A button in the notification (the "success with button" kind); pressing it also closes it. */
  action: { label: string; onPress: () => void } | null;
}

export interface UiState {
  drawers: Record<DrawerName, boolean>;
  modals: Record<ModalName, boolean>;
  toasts: Toast[];
  /** The AI shopping assistant's panel is open; persisted, so it stays open across reloads. */
  isAIOn: boolean;
}

const allFalse = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, false])) as Record<K, boolean>;

const initialState = (): UiState => ({
  drawers: allFalse(DRAWERS),
  modals: allFalse(MODALS),
  toasts: [],
  isAIOn: false,
});

const AI_ON_KEY = 'tote:isAIOn';

function storedAIOn(): boolean {
  try {
    return localStorage.getItem(AI_ON_KEY) === '1';
  } catch {
    return false;
  }
}

let state: UiState = { ...initialState(), isAIOn: storedAIOn() };
/**
 * What the server draws, and so what the render that hydrates its HTML reads: everything closed, no toasts, the
 * assistant's panel closed (the browser's stored choice applies right after).
 */
const serverState: UiState = initialState();
const listeners = new Set<() => void>();

function setState(update: (current: UiState) => UiState): void {
  const next = update(state);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getUiState(): UiState {
  return state;
}

export function subscribeUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribeUi,
    () => selector(state),
    () => selector(serverState),
  );
}

export function isAnyOverlayOpen(current: UiState = state): boolean {
  return Object.values(current.drawers).some(Boolean) || Object.values(current.modals).some(Boolean);
}

/**
 * The path each drawer was last opened on. The router changes the URL first and draws the new page a moment later
 * (a transition that waits for its code and data); a drawer the shopper opens in that moment belongs to the new
 * page, and the route change that draws it must leave it open.
 */
const openedOn = new Map<DrawerName, string>();

export function openDrawer(name: DrawerName): void {
  if (typeof window !== 'undefined') openedOn.set(name, window.location.pathname);
  setState((current) => {
    const drawers = { ...current.drawers, [name]: true };
    // Opening the menu drawer first closes the AI-more and AI-FAQ drawers.
    if (name === 'menu') Object.assign(drawers, { aiMore: false, aiFaq: false });
    return { ...current, drawers };
  });
}

export function closeDrawer(name: DrawerName): void {
  setState((current) =>
    current.drawers[name] ? { ...current, drawers: { ...current.drawers, [name]: false } } : current,
  );
}

/** A route change to `pathname` closes the route-closed drawers opened on another page. */
export function closeRouteDrawers(pathname: string): void {
  setState((current) => {
    const closing = ROUTE_CLOSED_DRAWERS.filter((name) => current.drawers[name] && openedOn.get(name) !== pathname);
    if (closing.length === 0) return current;
    const drawers = { ...current.drawers };
    for (const name of closing) drawers[name] = false;
    return { ...current, drawers };
  });
}

export function openModal(name: ModalName): void {
  setState((current) => ({ ...current, modals: { ...current.modals, [name]: true } }));
}

export function closeModal(name: ModalName): void {
  setState((current) =>
    current.modals[name] ? { ...current, modals: { ...current.modals, [name]: false } } : current,
  );
}

/** Opens or closes the assistant's panel, and remembers it for the next visit. */
export function setAIOn(on: boolean): void {
  try {
    if (on) localStorage.setItem(AI_ON_KEY, '1');
    else localStorage.removeItem(AI_ON_KEY);
  } catch {
    // Storage refused (private mode): the panel still opens, only for this page load.
  }
  setState((current) => (current.isAIOn === on ? current : { ...current, isAIOn: on }));
}

let nextToastId = 1;
/** Notifications close by themselves after 4500 ms (the time under the pointer does not count). */
export const TOAST_DURATION_MS = 4500;
export const DEFAULT_ERROR_TITLE = 'Error Message';
const DEFAULT_ICON: Record<ToastType, ToastIcon> = {
  info: 'info',
  success: 'success',
  warning: 'bell',
  error: 'error',
};

export interface NotifyOptions {
  message: string;
  type?: ToastType;
  title?: string;
  icon?: ToastIcon;
  position?: ToastPosition;
  action?: Toast['action'];
}

/** Shows a notification (top right, an error by default); returns its id. */
export function notify({ message, type = 'error', title, icon, position, action }: NotifyOptions): number {
  const id = nextToastId++;
  const toast: Toast = {
    id,
    kind: type,
    message,
    title: title ?? (type === 'error' ? DEFAULT_ERROR_TITLE : null),
    icon: icon ?? DEFAULT_ICON[type],
    position: position ?? 'top-right',
    action: action ?? null,
  };
  setState((current) => ({
    ...current,
    // The same message twice in a row (several failed requests at once) shows once.
    toasts: current.toasts.some((shown) => shown.message === message) ? current.toasts : [...current.toasts, toast],
  }));
  return id;
}

export function showToast(message: string, kind: ToastType = 'error'): number {
  return notify({ message, type: kind });
}

export function dismissToast(id: number): void {
  setState((current) =>
    current.toasts.some((toast) => toast.id === id)
      ? { ...current, toasts: current.toasts.filter((toast) => toast.id !== id) }
      : current,
  );
}

export function dismissAllToasts(): void {
  setState((current) => (current.toasts.length ? { ...current, toasts: [] } : current));
}

/** Tests only: back to the initial flags (the assistant's panel closed and forgotten). */
export function resetUiState(): void {
  setAIOn(false);
  setState(() => initialState());
}

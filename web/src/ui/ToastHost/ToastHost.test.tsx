import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getUiState, notify, showToast, TOAST_DURATION_MS, type ToastIcon } from '../../platform/state/ui.ts';
import { ToastHost } from './ToastHost.tsx';

const shown = () => getUiState().toasts.map((toast) => toast.message);
const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('closes a notification after 4500 ms, not before', () => {
    render(<ToastHost />);
    act(() => void showToast('Your profile is saved.', 'success'));
    expect(screen.getByText('Your profile is saved.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toEqual(['Your profile is saved.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
    expect(screen.queryByText('Your profile is saved.')).toBeNull();
  });

  it('stays while hovered and closes after the rest of its time once the pointer leaves', () => {
    render(<ToastHost />);
    act(() => void showToast('Link copied.', 'success'));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(itemOf('Link copied.'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['Link copied.']);

    fireEvent.mouseLeave(itemOf('Link copied.'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1));
    expect(shown()).toEqual(['Link copied.']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('closes on Escape and with its close button', () => {
    render(<ToastHost />);
    act(() => {
      showToast('First.', 'info');
      showToast('Second.', 'info');
    });
    fireEvent.click(within(itemOf('First.')).getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual(['Second.']);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(shown()).toEqual([]);
  });

  it('stacks notifications 16 px apart above everything (z-index 2000), in the corner asked for', () => {
    render(<ToastHost />);
    act(() => {
      notify({ message: 'One.', type: 'info' });
      notify({ message: 'Two.', type: 'info' });
      notify({ message: 'Left.', type: 'info', position: 'bottom-left' });
    });
    const topRight = itemOf('One.').parentElement as HTMLElement;
    expect(topRight.dataset.position).toBe('top-right');
    expect(
      within(topRight)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One.×', 'Two.×']);
    expect(topRight.style.gap).toBe('16px');
    expect(topRight.style.zIndex).toBe('2000');
    expect((itemOf('Left.').parentElement as HTMLElement).dataset.position).toBe('bottom-left');
    for (const position of ['top-left', 'bottom-right'] as const) {
      act(() => void notify({ message: position, type: 'info', position }));
      expect((itemOf(position).parentElement as HTMLElement).dataset.position).toBe(position);
    }
  });

  it('titles an error "Error Message" unless given a title, and announces it as an alert in the live region', () => {
    render(<ToastHost />);
    act(() => {
      showToast('Network Error. Please try again later.');
      notify({ message: 'Only 2 left.', type: 'warning', title: 'Heads up' });
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const alert = within(region).getByRole('alert');
    expect(within(alert).getByText('Error Message')).toBeTruthy();
    expect(within(alert).getByText('Network Error. Please try again later.')).toBeTruthy();
    expect(within(itemOf('Only 2 left.')).getByText('Heads up')).toBeTruthy();
    expect(itemOf('Only 2 left.').dataset.type).toBe('warning');
  });

  it('shows each custom kind with its icon, and a success with a button runs it and closes', () => {
    render(<ToastHost />);
    const kinds: ToastIcon[] = [
      'info',
      'sparkle',
      'cube',
      'lock',
      'unlock',
      'gift',
      'error',
      'success',
      'bell',
      'bellSlash',
    ];
    act(() => {
      for (const icon of kinds) notify({ message: `kind ${icon}`, type: 'info', icon });
    });
    for (const icon of kinds) {
      expect(itemOf(`kind ${icon}`).querySelector('svg')?.getAttribute('data-icon')).toBe(icon);
    }

    const onPress = vi.fn();
    act(() => void notify({ message: 'Saved.', type: 'success', action: { label: 'Undo', onPress } }));
    fireEvent.click(within(itemOf('Saved.')).getByRole('button', { name: 'Undo' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(shown()).not.toContain('Saved.');
  });

  it('shows the same message once while it is open', () => {
    render(<ToastHost />);
    act(() => {
      showToast('Network Error. Please try again later.');
      showToast('Network Error. Please try again later.');
    });
    expect(screen.getAllByText('Network Error. Please try again later.')).toHaveLength(1);
  });
});

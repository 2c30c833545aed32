import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ShareProductButtonTestQuery } from '../../__generated__/ShareProductButtonTestQuery.graphql.ts';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../../test/relay.tsx';
import { hydrate, relayPage, serverHtml, storeAnswer } from '../../../test/hydration.tsx';
import { getUiState } from '../../platform/state/ui.ts';
import { ShareProductButton } from './ShareProductButton.tsx';

const query = graphql`
  query ShareProductButtonTestQuery @relay_test_operation {
    product(productId: 12) {
      ...ShareProductButton_product
    }
  }
`;

function Harness({ colorId }: { colorId: number }) {
  const data = useLazyLoadQuery<ShareProductButtonTestQuery>(query, {});
  return data.product ? <ShareProductButton product={data.product} colorId={colorId} /> : null;
}

const PRODUCT = { title: 'Silk Dress', url: '/product/12-silk-dress', defaultColorId: 1 };
const PAGE = `${window.location.origin}/product/12-silk-dress`;

/** The browser's Web Share and Clipboard APIs, as a test gives them (absent unless given). */
function browser(apis: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: apis.share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: apis.writeText ? { writeText: apis.writeText } : undefined,
    configurable: true,
  });
}

function renderButton(colorId = 1) {
  renderWithRelay(<Harness colorId={colorId} />, { resolvers: { Product: () => PRODUCT } });
}

const toasts = () => getUiState().toasts.map((toast) => [toast.kind, toast.message]);

afterEach(() => browser({}));

describe('ShareProductButton', () => {
  it('without a share sheet: "Copy link" puts the product page on the clipboard, with a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    browser({ writeText });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toasts()).toEqual([['success', 'The link is copied.']]));
    expect(writeText).toHaveBeenCalledWith(PAGE);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the color on view in the link when it is not the default', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    browser({ writeText });
    renderButton(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${PAGE}?colorId=3`));
  });

  it('with a share sheet: "Share" opens it with the title and the link, and copies nothing', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    browser({ share, writeText });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Silk Dress', url: PAGE }));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('the shopper closing the share sheet is the end of it; a refused sheet falls back to copying', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    browser({ share, writeText });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(writeText).not.toHaveBeenCalled();

    share.mockImplementation(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PAGE));
    expect(toasts()).toEqual([['success', 'The link is copied.']]);
  });

  it('where copying does not work, says so and leaves the link on screen to select', async () => {
    browser({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this product' });
    expect((field as HTMLInputElement).value).toBe(PAGE);
    expect(toasts()).toEqual([['info', 'Copy did not work here: select the link and copy it.']]);
  });

  it('says "Copy link" on the server’s page, "Share" once hydrated where the browser has a share sheet', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    browser({ share });
    const environment = createMockEnvironment();
    storeAnswer(environment, query, {}, { Product: () => PRODUCT });
    const container = serverHtml(relayPage(<Harness colorId={1} />, environment, '/product/12-silk-dress').page);
    expect(container.textContent).toBe('Copy link');
    const { problems } = hydrate(container, relayPage(<Harness colorId={1} />, environment, '/').page);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Silk Dress', url: PAGE }));
    expect(problems).toEqual([]);
  });
});

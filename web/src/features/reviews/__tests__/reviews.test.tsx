/**
 * Reviews on the web: the product page's rating and fit summary, recommended reviews, the list filtered by
 * size and body shape (a refetch with the filter), the size suggestion near the size picker; /review/create
 * checks the fields with the api's messages, sends addReview with the fit data, reports submit_review and
 * goes back to the order with a toast; the order page offers "Write a review" and shows "Reviewed".
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewMessages } from '@tote/contract/reviews';
import { setupRouteFixtures } from '../../../../test/routeFixtures.tsx';
import { signInForTest } from '../../../../test/session.ts';
import { shopResolvers } from '../../../../test/shopResolvers.ts';

const { start, operation, named } = setupRouteFixtures(shopResolvers());

const REVIEW = {
  reviewer: 'Ava M.',
  stars: 5,
  title: 'Perfect for a wedding',
  text: 'Soft and flattering.',
  fit: 'RUNS_SMALL',
  sizeWorn: 'M',
  heightCm: 168,
  bodyShape: 'PEAR',
  photos: [{ url: '/files/p1.jpg', alt: 'Photo 1 by Ava M.' }],
  createdAt: '2026-05-02T10:00:00Z',
};

const productResolvers = (suggestion: Record<string, unknown> | null) => ({
  Product: () => ({
    id: 'UHJvZHVjdDoxMg==',
    productId: 12,
    title: 'Silk Midi Dress',
    brand: { name: 'Ganni', url: '/brand/3' },
    details: ['100% silk'],
    reviewSizes: [{ label: 'S' }, { label: 'M' }],
    sizeSuggestion: suggestion,
  }),
  ReviewSummary: () => ({
    average: 4.5,
    count: 8,
    starCounts: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 4 : stars === 4 ? 4 : 0 })),
    runsSmall: 25,
    trueToSize: 75,
    runsLarge: 0,
  }),
  ReviewPage: () => ({ total: 1, reviews: [{}] }),
  Review: (_c: unknown, id: () => number) => ({ ...REVIEW, reviewId: id() }),
});

describe('product page reviews', () => {
  it('shows the rating, the fit bar, recommended reviews with photos, and filters the list', async () => {
    start(
      '/product/12-silk-midi-dress',
      productResolvers({
        size: 'M',
        reviewCount: 3,
        similar: true,
        heightCm: 168,
        bodyShape: 'PEAR',
        inSavedSizes: false,
      }),
    );
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText('4.5')).toBeTruthy();
    expect(within(reviews).getByText('8 reviews')).toBeTruthy();
    expect(within(reviews).getByText('25% say it runs small')).toBeTruthy();
    expect(within(reviews).getAllByRole('heading', { name: 'Perfect for a wedding' }).length).toBeGreaterThan(0);
    expect(within(reviews).getAllByText('Wore M · Runs small · 168 cm · Pear').length).toBeGreaterThan(0);
    expect(within(reviews).getAllByRole('img', { name: 'Photo 1 by Ava M.' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Most members like you wore M')).toBeTruthy();
    expect(screen.getByText(/from 3 reviews of members like you \(168 cm, Pear\)/)).toBeTruthy();

    fireEvent.change(within(reviews).getByLabelText('Body shape'), { target: { value: 'PEAR' } });
    await waitFor(() => expect(operation('ProductReviewsRefetchQuery')).toBeTruthy());
    expect(operation('ProductReviewsRefetchQuery')!.request.variables).toMatchObject({
      filter: { bodyShape: 'PEAR' },
      id: 'UHJvZHVjdDoxMg==',
    });
  });

  it('says nothing about size when too few reviews agree', async () => {
    start('/product/12-silk-midi-dress', productResolvers(null));
    await screen.findByRole('region', { name: 'Reviews' });
    expect(screen.queryByText(/wore M$/)).toBeNull();
    expect(screen.queryByText(/Most members/)).toBeNull();
  });
});

const ITEM = {
  orderItemId: 41,
  orderId: 7,
  title: 'Silk Midi Dress',
  size: 'M',
  sizes: ['S', 'M', 'L'],
  status: 'REVIEWABLE',
  product: { productId: 12, url: '/product/12-silk-midi-dress', brand: { name: 'Ganni' } },
};

describe('/review/create', () => {
  it('checks the fields, sends the review with its fit data, reports submit_review, returns to the order', async () => {
    signInForTest();
    const { router } = start('/review/create?orderItemId=41', {
      ReviewableItem: () => ITEM,
      AddReviewPayload: () => ({ review: { reviewId: 90 }, userErrors: [] }),
    });
    await screen.findByRole('heading', { name: 'Write a review' });
    expect((screen.getByLabelText('Size worn') as HTMLSelectElement).value).toBe('M');
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(ReviewMessages.stars)).toBeTruthy();
    expect(screen.getByText(ReviewMessages.title)).toBeTruthy();
    expect(screen.getByText(ReviewMessages.text)).toBeTruthy();
    expect(screen.getByText(ReviewMessages.fit)).toBeTruthy();
    expect(named('useAddReviewMutation')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Lovely' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Fit well, light fabric.' } });
    fireEvent.click(screen.getByLabelText('Runs small'));
    fireEvent.change(screen.getByLabelText('Height (cm, optional)'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(ReviewMessages.height)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Height (cm, optional)'), { target: { value: '168' } });
    fireEvent.change(screen.getByLabelText('Body shape (optional)'), { target: { value: 'PEAR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order/7'));
    expect(operation('useAddReviewMutation')!.request.variables).toEqual({
      input: {
        orderItemId: 41,
        stars: 4,
        title: 'Lovely',
        text: 'Fit well, light fabric.',
        fit: 'RUNS_SMALL',
        sizeWorn: 'M',
        heightCm: 168,
        bodyShape: 'PEAR',
        photoKeys: [],
      },
    });
    await waitFor(() => expect(operation('useTrackEventMutation')).toBeTruthy());
    expect(operation('useTrackEventMutation')!.request.variables['input']).toMatchObject({
      eventType: 'SUBMIT_REVIEW',
      productId: 12,
    });
    expect(await screen.findByText('Thank you! Your review is live.')).toBeTruthy();
  });

  it("shows the api's refusal; an item already reviewed offers no form", async () => {
    signInForTest();
    start('/review/create?orderItemId=41', {
      ReviewableItem: () => ITEM,
      AddReviewPayload: () => ({
        review: null,
        userErrors: [{ field: null, message: ReviewMessages.alreadyReviewed }],
      }),
    });
    await screen.findByRole('heading', { name: 'Write a review' });
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Great' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Great dress.' } });
    fireEvent.click(screen.getByLabelText('True to size'));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ReviewMessages.alreadyReviewed);
  });

  it('an item already reviewed shows so, without a form', async () => {
    signInForTest();
    start('/review/create?orderItemId=41', { ReviewableItem: () => ({ ...ITEM, status: 'REVIEWED' }) });
    expect(await screen.findByText('You have already reviewed this item.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});

describe('the order page', () => {
  it('offers "Write a review" on a delivered item and shows "Reviewed" on a reviewed one', async () => {
    signInForTest();
    const line = { type: 'RENT', saleType: 'RENT', title: 'Silk slip dress', product: null, buyPrice: null };
    start('/order/42', {
      Order: () => ({
        orderId: 42,
        lines: [
          { ...line, orderItemId: 501, reviewStatus: 'REVIEWABLE' },
          { ...line, orderItemId: 502, reviewStatus: 'REVIEWED' },
          { ...line, orderItemId: 503, reviewStatus: 'NOT_YET' },
        ],
      }),
    });
    const write = await screen.findByRole('link', { name: 'Write a review' });
    expect(write.getAttribute('href')).toBe('/review/create?orderItemId=501');
    expect(screen.getAllByRole('link', { name: 'Write a review' })).toHaveLength(1);
    expect(screen.getByText('Reviewed')).toBeTruthy();
  });
});

describe('the rental history', () => {
  it('offers "Write a review" on a returned rental', async () => {
    signInForTest();
    const node = {
      orderItemId: 77,
      orderId: 9,
      state: 'RETURNED',
      out: false,
      boughtInOrderId: null,
      line: { orderItemId: 77, title: 'Linen wrap dress', product: null, buyPrice: null, reviewStatus: 'REVIEWABLE' },
    };
    start('/account/order-history/rentals', {
      RentalConnection: () => ({
        totalCount: 1,
        edges: [{ cursor: 'c0', node }],
        pageInfo: { hasNextPage: false, endCursor: 'c0' },
      }),
    });
    const card = await screen.findByRole('article', { name: 'Linen wrap dress' });
    expect(within(card).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(
      '/review/create?orderItemId=77',
    );
  });
});

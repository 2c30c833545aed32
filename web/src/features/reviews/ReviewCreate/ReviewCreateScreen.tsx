import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { ReviewCreateScreenQuery } from '../../../__generated__/ReviewCreateScreenQuery.graphql.ts';
import type { BodyShape, ReviewFit } from '../../../__generated__/useAddReviewMutation.graphql.ts';
import type { ScreenData } from '../../../platform/relay/loadScreenQuery.ts';
import { AppShell, NotFoundContent } from '../../shell/index.ts';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from '../../../ui/FormField/FormField.tsx';
import { numericInputProps } from '../../../ui/FormField/numericInput.ts';
import { useDocumentTitle } from '../../../platform/hooks/useDocumentTitle.ts';
import { useTrackEvent } from '../../../platform/tracking/useTrackEventMutation.ts';
import { NETWORK_ERROR_MESSAGE } from '../../../platform/relay/errorReactions.ts';
import { showToast } from '../../../platform/state/ui.ts';
import { BODY_SHAPE_LABELS, FIT_LABELS } from '../labels.ts';
import { PhotoPicker } from '../PhotoPicker/PhotoPicker.tsx';
import { useAddReviewMutation } from './useAddReviewMutation.ts';
import { REVIEW_PHOTOS_MAX } from '@tote/contract/reviews';
import { formFieldOf, reviewFormErrors, type ReviewFormErrors, type ReviewFormValues } from './reviewForm.ts';
import '../reviews.css';
import './ReviewCreate.css';

export const reviewCreateScreenQuery = graphql`
  query ReviewCreateScreenQuery($orderItemId: Int!) {
    ...AppShell_query
    reviewableItem(orderItemId: $orderItemId) {
      orderItemId
      orderId
      title
      size
      sizes
      status
      product {
        productId
        url
        brand {
          name
        }
        cover {
          url
          alt
        }
      }
    }
  }
`;

/**
 * /review/create?orderItemId=…: the rented or bought item, and its review — stars, title, text, how it
 * fit, the size worn (the size rented first), height in cm and body shape (both optional), photos (uploaded
 * as chosen, PhotoPicker). Sent as
 * addReview; on success a toast, the submit_review event, and back to the order.
 */
export function ReviewCreateScreen() {
  const { queryRef } = useLoaderData() as ScreenData<ReviewCreateScreenQuery>;
  const data = usePreloadedQuery<ReviewCreateScreenQuery>(reviewCreateScreenQuery, queryRef);
  const item = data.reviewableItem;
  useDocumentTitle(item ? `Review ${item.title}` : 'Page Not Found', { bare: !item });
  const navigate = useNavigate();
  const track = useTrackEvent();
  const [add, adding] = useAddReviewMutation();
  const [values, setValues] = useState<ReviewFormValues>({
    stars: 0,
    title: '',
    text: '',
    fit: '',
    sizeWorn: item?.size ?? '',
    height: '',
    bodyShape: '',
  });
  const [photos, setPhotos] = useState<{ keys: string[]; uploading: boolean }>({ keys: [], uploading: false });
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  if (!item)
    return (
      <AppShell query={data}>
        <NotFoundContent />
      </AppShell>
    );

  // A field's message goes once it is edited; the submit checks every field again.
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    setAlert(null);
    const found = reviewFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (photos.uploading) {
      setAlert('Wait for your photos to finish uploading.');
      return;
    }
    try {
      const { addReview } = await add({
        input: {
          orderItemId: item.orderItemId,
          stars: values.stars,
          title: values.title.trim(),
          text: values.text.trim(),
          fit: values.fit as ReviewFit,
          sizeWorn: values.sizeWorn,
          heightCm: values.height.trim() ? Number(values.height) : null,
          bodyShape: values.bodyShape ? (values.bodyShape as BodyShape) : null,
          photoKeys: photos.keys,
        },
      });
      if (!addReview.review) {
        const byField: ReviewFormErrors = {};
        const general: string[] = [];
        for (const e of addReview.userErrors) {
          const f = formFieldOf(e.field);
          if (f) byField[f] = e.message;
          else general.push(e.message);
        }
        setErrors(byField);
        setAlert(general.join(' ') || null);
        return;
      }
      if (item.product) track({ eventType: 'SUBMIT_REVIEW', productId: item.product.productId });
      showToast('Thank you! Your review is live.', 'success');
      void navigate(`/order/${item.orderId}`);
    } catch {
      setAlert(NETWORK_ERROR_MESSAGE);
    }
  };

  const image = item.product?.cover;
  return (
    <AppShell query={data}>
      <div className="page review-create">
        <nav aria-label="Breadcrumb" className="order-page__crumbs">
          <Link to="/account/order-history">Order history</Link> /{' '}
          <Link to={`/order/${item.orderId}`}>Order #{item.orderId}</Link>
        </nav>
        <h1 className="review-create__title">Write a review</h1>
        <div className="review-create__item">
          {image ? <img src={image.url} alt={image.alt || item.title} /> : null}
          <div>
            {item.product ? <span className="review-create__brand">{item.product.brand.name}</span> : null}
            <p className="review-create__name">
              {item.product ? <Link to={item.product.url}>{item.title}</Link> : item.title}
            </p>
            {item.size ? <p className="review-create__size">Size {item.size}</p> : null}
          </div>
        </div>
        {item.status === 'REVIEWED' ? (
          <FormAlert tone="info">You have already reviewed this item.</FormAlert>
        ) : item.status === 'NOT_YET' ? (
          <FormAlert tone="info">You can review this item once it has been delivered.</FormAlert>
        ) : (
          <form
            className="review-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {alert ? <FormAlert>{alert}</FormAlert> : null}
            <fieldset className="review-form__choices" aria-describedby={errors.stars ? 'stars-error' : undefined}>
              <legend>Your rating</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={`star-choice${values.stars >= n ? ' star-choice--on' : ''}`}>
                  <input
                    type="radio"
                    name="stars"
                    value={n}
                    checked={values.stars === n}
                    onChange={() => set('stars', n)}
                    aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
              {errors.stars ? (
                <p id="stars-error" className="field__error" role="alert">
                  {errors.stars}
                </p>
              ) : null}
            </fieldset>
            <TextField
              label="Title"
              value={values.title}
              error={errors.title}
              onChange={(e) => set('title', e.target.value)}
            />
            <TextAreaField
              label="Your review"
              rows={5}
              value={values.text}
              error={errors.text}
              onChange={(e) => set('text', e.target.value)}
            />
            <fieldset className="review-form__choices" aria-describedby={errors.fit ? 'fit-error' : undefined}>
              <legend>How did it fit?</legend>
              {Object.entries(FIT_LABELS).map(([value, label]) => (
                <label key={value} className="fit-choice">
                  <input
                    type="radio"
                    name="fit"
                    value={value}
                    checked={values.fit === value}
                    onChange={() => set('fit', value)}
                  />
                  {label}
                </label>
              ))}
              {errors.fit ? (
                <p id="fit-error" className="field__error" role="alert">
                  {errors.fit}
                </p>
              ) : null}
            </fieldset>
            <SelectField
              label="Size worn"
              value={values.sizeWorn}
              error={errors.sizeWorn}
              onChange={(e) => set('sizeWorn', e.target.value)}
            >
              <option value="">Choose a size</option>
              {item.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Height (cm, optional)"
              {...numericInputProps((text) => set('height', text))}
              value={values.height}
              error={errors.height}
              hint="Helps members of your height choose a size."
            />
            <SelectField
              label="Body shape (optional)"
              value={values.bodyShape}
              onChange={(e) => set('bodyShape', e.target.value)}
            >
              <option value="">Prefer not to say</option>
              {Object.entries(BODY_SHAPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <PhotoPicker
              label="Add photos (optional)"
              max={REVIEW_PHOTOS_MAX}
              onChange={(keys, uploading) => setPhotos({ keys, uploading })}
            />
            <SubmitButton disabled={adding}>{adding ? 'Posting…' : 'Post review'}</SubmitButton>
          </form>
        )}
      </div>
    </AppShell>
  );
}

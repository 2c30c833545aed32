import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_CONTENT_TYPES } from '@tote/contract/files';
import { UPLOAD_FAILED } from './putFile.ts';
import { useUploadPhoto } from './useUploadPhoto.ts';
import './PhotoPicker.css';
import { REVIEW_PHOTOS_MAX } from '@tote/contract/reviews';

export const PHOTO_MAX_DEFAULT = REVIEW_PHOTOS_MAX;

interface Photo {
  id: number;
  name: string;
  /** An object URL of the chosen file, for the thumbnail; null where the browser makes none. */
  preview: string | null;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 while uploading. */
  progress: number;
  key: string | null;
  error: string | null;
  abort: AbortController;
}

export interface PhotoPickerProps {
  /** The uploaded photos' keys, in the order chosen, and whether any is still uploading (wait before sending). */
  onChange: (keys: string[], uploading: boolean) => void;
  /** At most this many photos (default PHOTO_MAX_DEFAULT). */
  max?: number;
  label?: string;
  disabled?: boolean;
}

const previewOf = (file: File): string | null =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const release = (p: Photo) => {
  if (p.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(p.preview);
};

/**
 * Review photos: a real file input (JPEG, PNG or WebP) whose choices upload at once, each shown as a thumbnail
 * with its progress or its error and a Remove button. Files the shop refuses (type, size) show the api's
 * message without being sent.
 */
export function PhotoPicker({ onChange, max = PHOTO_MAX_DEFAULT, label = 'Add photos', disabled }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadPhoto();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const nextId = useRef(1);
  const onChangeRef = useRef(onChange);
  const all = useRef<Photo[]>([]);
  useEffect(() => {
    onChangeRef.current = onChange;
    all.current = photos;
  });

  const keys = photos.flatMap((p) => (p.key ? [p.key] : []));
  const uploading = photos.some((p) => p.status === 'uploading');
  const keyList = keys.join(',');
  useEffect(() => {
    onChangeRef.current(keyList ? keyList.split(',') : [], uploading);
  }, [keyList, uploading]);
  // Leaving the form: stop uploads and free the previews.
  useEffect(
    () => () => {
      for (const p of all.current) {
        p.abort.abort();
        release(p);
      }
    },
    [],
  );

  const update = (id: number, change: Partial<Photo>) =>
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const start = (file: File): Photo => {
    const photo: Photo = {
      id: nextId.current++,
      name: file.name,
      preview: previewOf(file),
      status: 'uploading',
      progress: 0,
      key: null,
      error: null,
      abort: new AbortController(),
    };
    upload(file, { signal: photo.abort.signal, onProgress: (progress) => update(photo.id, { progress }) }).then(
      (key) => update(photo.id, { status: 'done', progress: 1, key }),
      (e: unknown) => {
        if (e instanceof DOMException && e.name === 'AbortError') return;
        update(photo.id, { status: 'error', error: e instanceof Error && e.message ? e.message : UPLOAD_FAILED });
      },
    );
    return photo;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, max - photos.length));
    event.target.value = '';
    if (files.length) setPhotos((list) => [...list, ...files.map(start)]);
  };

  const remove = (photo: Photo) => {
    photo.abort.abort();
    release(photo);
    setPhotos((list) => list.filter((p) => p.id !== photo.id));
  };

  const full = photos.length >= max;
  return (
    <div className="photo-picker">
      <label htmlFor={inputId} className={`button button--ghost photo-picker__add${full ? ' is-disabled' : ''}`}>
        {label}
      </label>
      <input
        id={inputId}
        className="photo-picker__input"
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        multiple
        disabled={disabled || full}
        aria-describedby={hintId}
        onChange={choose}
      />
      <p id={hintId} className="photo-picker__hint">
        Up to {max} photos · JPEG, PNG or WebP · 8 MB each
      </p>
      {photos.length > 0 && (
        <ul className="photo-picker__list" aria-label="Chosen photos">
          {photos.map((p, i) => (
            <li key={p.id} className={`photo-picker__item photo-picker__item--${p.status}`}>
              {p.preview ? (
                <img className="photo-picker__thumb" src={p.preview} alt={`Photo ${i + 1}: ${p.name}`} />
              ) : (
                <span className="photo-picker__thumb">{p.name}</span>
              )}
              {p.status === 'uploading' && (
                <progress
                  className="photo-picker__progress"
                  max={1}
                  value={p.progress}
                  aria-label={`Uploading ${p.name}`}
                />
              )}
              {p.status === 'done' && <span className="photo-picker__state">Uploaded</span>}
              {p.error && (
                <span className="photo-picker__error" role="alert">
                  {p.error}
                </span>
              )}
              <button type="button" className="photo-picker__remove" onClick={() => remove(p)}>
                Remove <span className="visually-hidden">{p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

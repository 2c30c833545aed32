/** Reading a GraphQL result's untyped JSON: each reader gives the value when it has the expected type. */
export type Json = Record<string, unknown>;

export const obj = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

export const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.map(obj).filter((item): item is Json => item !== null) : [];

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export interface Image {
  url: string;
  alt: string | null;
}

export const imageOf = (value: unknown): Image | null => {
  const image = obj(value);
  const url = text(image?.['url']);
  return url ? { url, alt: text(image?.['alt']) } : null;
};

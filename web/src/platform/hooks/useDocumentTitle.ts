import { useEffect } from 'react';

export const SITE_NAME = 'Tote';

/** Sets `document.title` to "{title} | Tote", or the bare title when `bare` (the 404 and 500 pages). */
export function useDocumentTitle(title: string | null | undefined, { bare = false }: { bare?: boolean } = {}): void {
  useEffect(() => {
    if (!title) return;
    document.title = bare ? title : `${title} | ${SITE_NAME}`;
  }, [title, bare]);
}

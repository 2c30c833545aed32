import { useEffect, useRef } from 'react';
import { recordPopShown } from './popupStorage.ts';

/** Counts one show of the pop when it first renders (once, also under StrictMode's second effect run). */
export function useCountShow(popId: string): void {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    recordPopShown(popId, Date.now());
  }, [popId]);
}

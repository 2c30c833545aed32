import type { ReactNode } from 'react';

/** One section of the terms of service: its anchor (#id), heading and text. */
export interface TermsPart {
  id: string;
  title: string;
  body: ReactNode;
}

/** One page type for every list the domain answers: the transports turn it into their envelopes. */
export interface PageRequest {
  /** From 1. */
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** The LIMIT/OFFSET window of a page, as the repositories take it. */
export const pageWindow = (page: PageRequest): { limit: number; offset: number } => ({ limit: page.size, offset: (page.page - 1) * page.size });

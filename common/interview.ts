/** Interview constants shared by the Worker and the flow (spec section 9). */

/** The estimate a generator gives when it gives none. */
export const DEFAULT_ESTIMATED_TOTAL = 25;
/** The flow's estimate before the first batch arrives. */
export const INITIAL_ESTIMATED_TOTAL = 20;
/** The interview ends after the answer at index `estimatedTotal - FINISH_MARGIN`. */
export const FINISH_MARGIN = 3;

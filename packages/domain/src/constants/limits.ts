/** Rows per list page, for every list of the product. */
export const PAGE_SIZE = 25;
/** Pagination shows this many neighbour pages on each side of the current one. */
export const PAGE_NEIGHBOURS = 2;
/** Name filters search only from this many characters, after this debounce. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 250;
/** Toasts: how long they stay and how long they take to appear and leave. */
export const TOAST_DELAY_MS = 2000;
export const TOAST_TRANSITION_MS = 300;
/** Sign-in: a TOTP code is this many digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;
/** Passwords: the shortest accepted. */
export const PASSWORD_MIN_LENGTH = 8;

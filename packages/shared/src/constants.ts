/** Business constants from the product specification (section 9) and the security checklist. */

export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = ['altKey', 'KeyT'] as const;
export const TOAST_VISIBLE_LIMIT = 3;

export const AUTH_REDIRECT_DELAY_MS = 2000;
export const POST_SAVE_REDIRECT_DELAY_MS = 2000;
export const UNSUBSCRIBED_REDIRECT_DELAY_MS = 3000;
export const GENERATING_MESSAGE_ROTATION_MS = 4000;

/** The session token lives in a cookie of this name; its numeric expiry is read as days. */
export const TOKEN_COOKIE = 'token';
/** The one browser-storage entry holding client-side session data (removed on logout). */
export const SESSION_STORAGE_KEY = 'quillbid.session';
export const THEME_STORAGE_KEY = 'quillbid.theme';
/** The theme again, for the server: it picks the copy of a pre-rendered page drawn in that theme. */
export const THEME_COOKIE = 'quillbid_theme';

export const SESSION_DAYS = 1;
export const REMEMBER_ME_SESSION_DAYS = 30;

export const VERIFY_TOKEN_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_HOURS = 1;
export const INVITE_TOKEN_TTL_DAYS = 7;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The spec's MUI breakpoints; the layout counts as narrow below `md`. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xi: 1440, xl: 1536, xxl: 1920 } as const;
export const NARROW_LAYOUT_BELOW_PX = BREAKPOINTS.md;

export const HISTORY_DESCRIPTION_FULL_MAX = 50;
export const HISTORY_DESCRIPTION_CUT_AT = 80;

export const PORTFOLIO_TYPES = ['github', 'linkedin', 'upwork'] as const;
export const CURRENCY_SYMBOLS = ['$', '€', '£', '¥', '₹', '₿'] as const;

/**
 * How much of a failed page's error the browser sends (`POST client-errors`): enough to find it, never a page of
 * text. Here rather than beside the schema, so the sign-in page can trim a report without loading zod.
 */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, page: 300 } as const;

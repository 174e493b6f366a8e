/**
 * A reason the process cannot start that one line explains: its message says what to change. Kept apart
 * from the configuration so the database code can throw it without loading the shared package.
 */
export class StartupError extends Error {}

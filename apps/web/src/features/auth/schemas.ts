// The shared schemas the sign-in page checks with, loaded apart from the page (lazySchemas.ts).
export { loginSchema, tokenResponseSchema, userSchema } from '@quillbid/shared';

import { z } from 'zod';

/** Every failed API call answers this shape; `error` is fit to show the user as it is. */
export const errorResponseSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

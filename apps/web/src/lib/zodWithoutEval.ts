// The build resolves every `import … from 'zod'` of the web app here (vite.config.ts), so this module runs before
// any schema is made. Zod would otherwise try eval (`new Function`) while making the first one, to compile faster
// parsers; the server's content security policy refuses it, and the browser reports every refusal as a violation.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';

import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// Adds `.openapi(...)` to zod schemas. Import `z` from here in every schema file so the extension is in place.
extendZodWithOpenApi(z);

export { z };

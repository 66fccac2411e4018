import { z } from 'zod';

// Zod compiles validators with `new Function` when it may; the Content-Security-Policy forbids
// eval (script-src 'self'), and its probe alone reports a violation. Validate without it.
z.config({ jitless: true });

/**
 * Imported first by main.tsx, before any module that might parse with zod while it loads. The content
 * security policy forbids eval; without `jitless` zod tries `new Function` once to find out, and the page
 * reports that attempt as a policy violation even though zod catches it.
 */
import { z } from 'zod';

z.config({ jitless: true });

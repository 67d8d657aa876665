/**
 * zod 4 compiles object parsers with `new Function` where it may, and probes whether it may by
 * trying it: under the app's Content Security Policy (no 'unsafe-eval') the probe is refused,
 * and every page reports a violation. `jitless` skips the probe and the compiling; it must be
 * set before any schema is built, so main.tsx imports this module first.
 */
import { z } from 'zod';

z.config({ jitless: true });

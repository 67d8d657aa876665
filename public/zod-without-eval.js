/*
 * zod 4 compiles object parsers with `new Function` where it may, and probes whether it may by
 * trying it as each object schema is built: under the app's Content Security Policy (no
 * 'unsafe-eval') the probe is refused and every page reports a violation. `jitless` skips the
 * probe and the compiling. It must be in zod's global configuration before the first schema is
 * built, which happens while the bundle holding zod is evaluated, before any module of ours
 * could set it. So this plain script, loaded before the bundle (index.html), writes the setting
 * where zod reads it.
 */
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });

// Zod compiles a fast path for object schemas with `new Function`, probing whether eval is allowed
// as each schema is made. Our Content-Security-Policy forbids eval, so browsers reported a policy
// violation on every page that defines a schema. Zod reads its settings from this global (shared by
// every copy of it), so setting it in <head>, before any module runs, turns the probe off without
// making the schema modules themselves do anything on import (which would keep zod in pages that
// only use their constants). The server keeps the fast path.
export const ZOD_WITHOUT_EVAL_SCRIPT = "globalThis.__zod_globalConfig={jitless:true};";

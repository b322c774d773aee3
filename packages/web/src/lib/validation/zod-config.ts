import { config } from 'zod/mini';

/**
 * zod compiles a fast parser for each object schema (`new Function`) on that schema's first parse.
 * A page parses each kind of api answer a few times, so the compiling costs more than it saves: a
 * token page's record took 9.2 ms to parse the first time with it and 5.7 ms without. It is also
 * what a Content-Security-Policy without 'unsafe-eval' forbids. The setting is zod's global one,
 * for its classic and mini builds alike.
 */
config({ jitless: true });

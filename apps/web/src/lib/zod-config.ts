/**
 * zod without its just-in-time parsers in the browser. The app's Content-Security-Policy allows no
 * eval, and zod's probe for it (`new Function("")`, caught) is still reported as a violation;
 * `jitless` skips the probe and the compiled object parsers it would allow, which the few parses of
 * a page do not need. Imported first by main.tsx, before any schema parses. (The server keeps them:
 * the price API parses every request.)
 */
import { z } from 'zod';

z.config({ jitless: true });

import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tierError } from '../auth/authenticate.ts';
import { MintRateLimiter } from '../auth/media-token.ts';
import type { MediaTokens, MintAdmission } from '../auth/media-token.ts';
import { ref } from '../docs/schemas.ts';
import { HttpError } from '../http/http-error.ts';
import type { ParamSpec, Reply, ResponseSpec, Route } from '../http/route-types.ts';
import { FALLBACK_LIMITS, fallbackError, fetchFallback, forwardedConditions, sendFallback } from '../media/fallback.ts';
import { MediaCache } from '../media/file-cache.ts';
import { MediaFiles } from '../media/media-files.ts';
import type { OpenedFile, Typing } from '../media/media-files.ts';
import { sendOffload } from '../media/offload.ts';
import { resolveMediaPath } from '../media/safe-path.ts';
import type { ResolvedPath } from '../media/safe-path.ts';
import { MEDIA_SECURITY_HEADERS, sendFile, videoType } from '../media/send-file.ts';
import type { App } from '../app.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { unavailable } from '../quota/store.ts';
import { P, catalogueOf } from './common.ts';

export type BodymapKind = 'exercise' | 'routine' | 'workout';

/** Where rendered bodymaps come from when the store has no file for the request. */
export interface BodymapSource {
  /**
   * Muscle name to weight (0 to 1) for one record of `catalogue` (the request's, which a reload during the request
   * does not change); undefined for an unknown id (404).
   */
  muscles(kind: BodymapKind, id: number, catalogue: Catalogue): Map<string, number> | undefined;
  /** An SVG document. */
  render(opts: { gender: 'male' | 'female'; view: 'front' | 'back'; theme: 'light' | 'dark'; weights: Map<string, number> }): string;
}

const BINARY = { type: 'string', format: 'binary' };
const RESOLUTIONS_KEPT = 8192;
// Raw names longer than this are resolved on every request, never remembered: a URL may carry a name of 8 KB, and
// 8,192 of them per route would hold some 140 MB past the media cache's bound. Real names are far shorter (the
// catalogue's longest is 64 characters, and a file system name is at most 255 bytes), so the memo stays within
// 8,192 names of 256 characters with their paths (about 6 MB a route, measured), and real names are all remembered.
const NAME_REMEMBERED_MAX = 256;
const FORBIDDEN_PATH = 'Media path not allowed: it must name one file inside the media directory';
const MISSING_FILE = 'Media file not found';
const refused = (status: 403 | 404) => new HttpError(status, status === 403 ? FORBIDDEN_PATH : MISSING_FILE);
const NOT_FOUND: Record<BodymapKind, string> = { exercise: 'Exercise not found', routine: 'Routine not found', workout: 'Workout not found' };

/** The stored-file routes: one folder of the media store each. */
const STORE = [
  { id: 'stream_branded_video', folder: 'videos/branded', video: true, cache: 'no-store', summary: 'Stream an exercise video' },
  { id: 'stream_unbranded_video', folder: 'videos/unbranded', video: true, cache: 'no-store', summary: 'Stream the unbranded variant of a video' },
  { id: 'stream_og_image', folder: 'images/og_images', video: false, cache: 'private, max-age=86400', summary: 'Stream a preview image' },
] as const;

const BODYMAPS: { id: string; kind: BodymapKind; path: string; param: ParamSpec }[] = [
  { id: 'stream_exercise_bodymap', kind: 'exercise', path: '/stream/images/bodymaps/{exercise_id}', param: P.id('exercise_id', 0) },
  { id: 'stream_routine_bodymap', kind: 'routine', path: '/stream/images/bodymaps/routines/{routine_id}', param: P.id('routine_id', 1) },
  { id: 'stream_workout_bodymap', kind: 'workout', path: '/stream/images/bodymaps/workouts/{workout_id}', param: P.id('workout_id', 1) },
];

const BODYMAP_PARAMS: ParamSpec[] = [
  { name: 'gender', in: 'query', type: 'string', enum: ['male', 'female'], default: 'male', description: 'Body model.' },
  { name: 'theme', in: 'query', type: 'string', enum: ['light', 'dark'], default: 'light', description: 'light: white background; dark: dark background.' },
  { name: 'view', in: 'query', type: 'string', enum: ['front', 'back'], default: 'front', description: 'Side of the body.' },
];

/** The /stream/ routes and POST /media/token. `tokens` is null when no MEDIA_TOKEN_SECRET is configured. */
export function mediaRoutes(app: App, tokens: MediaTokens | null, bodymaps: BodymapSource): Route[] {
  const root = app.config.mediaDir;
  const origin = app.config.mediaFallbackOrigin;
  const mints = app.mints ?? new MintRateLimiter(app.config.mediaTokenMintPerMinute);
  const offload = app.config.mediaOffload === 'nginx';
  const files = new MediaFiles(root, new MediaCache(app.config.mediaCacheBytes));
  // A small hook rather than an import: /health/detailed shows the cache without knowing the media routes.
  (app.healthChecks ??= {}).media_cache = () => ({ status: 'ok', offload: app.config.mediaOffload, ...files.cache.stats(), read_buffers: files.reads.made });
  const media = { access: 'media' as const, cost: 1, mcp: false as const };

  const storeRoutes = STORE.map((def): Route => {
    const prefix = `/stream/${def.folder}/`;
    // The name check is pure, so its answer for a raw name is remembered with the name's typing.
    const resolve = nameMemo((rawName): { resolved: ResolvedPath; typing: Typing } => {
      const resolved = resolveMediaPath(root, def.folder, rawName);
      return { resolved, typing: !resolved.ok ? '' : def.video ? videoType(resolved.path) : 'sniff-image' };
    }).get;
    const contentType = def.video ? 'video/mp4' : 'image/*';
    return {
      ...media, id: def.id, method: 'GET', path: `${prefix}{filename*}`, tag: 'Media', summary: def.summary, cache: def.cache,
      description: (def.video
        ? 'Supports byte ranges: 206 with Content-Range for one range, multipart/byteranges for several; 416 when none can be satisfied. '
        : 'Content type detected from the file: JPEG, PNG, GIF or WebP. ')
        + 'Authenticate with X-API-Key or `?token=` from POST /media/token. Each request, range requests included, counts as one call.'
        + (origin ? ' Files missing here are fetched from the fallback origin, a Range passed on (206 relayed with its Content-Range).' : ''),
      params: [{ name: 'filename', in: 'path', type: 'string', required: true, description: 'File name, percent-encoded as it appears in the API\'s URLs.' }],
      errors: [401, 402, 403, 404, 416, 422, 429, ...(origin ? [502] : [])],
      response: { status: 200, description: def.video ? 'The video (206 for a range)' : 'The image', contentType, schema: BINARY },
      // Synchronous up to the bytes when they are in memory: a hot file is sent with no promise made.
      handler: (ctx) => streamed((res, headers) => {
        const rawPath = pathOf(ctx.req);
        if (!rawPath.startsWith(prefix)) throw new HttpError(404, MISSING_FILE);
        const { resolved, typing } = resolve(rawPath.slice(prefix.length));
        if (!resolved.ok) throw refused(resolved.status);
        const own = () => ({ ...headers, 'cache-control': def.cache });
        if (offload) {
          return files.locate(resolved.path, typing).then((located) => {
            if (located.ok) {
              return sendOffload(res, root, resolved.path, located.meta, located.contentType, own()).then((sent) => {
                if (!sent) throw refused(403);
              });
            }
            if (located.status === 404 && origin) return relayFallback(ctx.req, res, origin, prefix, resolved.path, own());
            throw refused(located.status);
          });
        }
        const answer = (opened: OpenedFile): Promise<void> | void => {
          if (opened.ok) return sendFile(ctx.req, res, opened.meta, opened.body, { contentType: opened.contentType, cacheControl: def.cache, headers });
          if (opened.status === 404 && origin) return relayFallback(ctx.req, res, origin, prefix, resolved.path, own());
          throw refused(opened.status);
        };
        const opened = files.open(resolved.path, typing);
        return opened instanceof Promise ? opened.then(answer) : answer(opened);
      }),
    };
  });

  const bodymapRoutes = BODYMAPS.map((def): Route => ({
    ...media, id: def.id, method: 'GET', path: def.path, tag: 'Bodymaps', minTier: 'PROFESSIONAL', basic: 'playground', cache: 'no-store',
    summary: `The ${def.kind} bodymap`,
    description: 'Muscles worked, drawn on a body outline. The stored image is sent when the media store has one; otherwise an SVG is drawn.',
    params: [def.param, ...BODYMAP_PARAMS],
    errors: [401, 402, 403, 404, 422, 429],
    response: { status: 200, description: 'SVG (or a stored PNG)', contentType: 'image/svg+xml', schema: BINARY },
    handler: (ctx) => streamed(async (res, headers) => {
      const id = ctx.params[def.param.name] as number;
      const gender = ctx.params.gender as 'male' | 'female';
      const view = ctx.params.view as 'front' | 'back';
      const theme = ctx.params.theme as 'light' | 'dark';
      const stem = path.join(root, 'images', 'bodymaps', `${def.kind}s`, `${id}-${gender}-${view}-${theme}`);
      for (const ext of ['.svg', '.png']) {
        const opened = await files.open(stem + ext, ext === '.svg' ? 'image/svg+xml' : 'sniff-image');
        if (opened.ok) return sendFile(ctx.req, res, opened.meta, opened.body, { contentType: opened.contentType, cacheControl: 'no-store', headers });
        if (opened.status === 403) throw refused(403);
      }
      const weights = bodymaps.muscles(def.kind, id, catalogueOf(app, ctx));
      if (!weights) throw new HttpError(404, NOT_FOUND[def.kind]);
      const svg = Buffer.from(bodymaps.render({ gender, view, theme, weights }));
      res.writeHead(200, { ...headers, ...MEDIA_SECURITY_HEADERS, 'content-type': 'image/svg+xml', 'content-length': svg.length, 'cache-control': 'no-store' });
      res.end(ctx.req.method === 'HEAD' ? undefined : svg);
    }),
  }));

  const tokenResponse: ResponseSpec = { status: 200, description: 'A media token and its lifetime in seconds', schema: ref('MediaTokenResponse') };
  const tokenRoute: Route = {
    id: 'create_media_token', method: 'POST', path: '/media/token', tag: 'Media', access: 'key', cost: 1, cache: 'no-store',
    summary: 'Exchange the API key for a short-lived media token',
    description: 'For servers: mint one token per session and hand it to the browser, which appends `?token=` to /stream/ URLs. '
      + 'The token works on /stream/ paths only, expires after `expires_in` seconds, and is checked against the live key on every use. '
      + `At most ${app.config.mediaTokenMintPerMinute} mints per key per minute.`,
    params: [],
    errors: [401, 402, 403, 429, 501],
    response: tokenResponse,
    // Refusals happen before the charge: a 501, a BASIC key or a mint over the rate costs nothing.
    beforeCharge(ctx) {
      if (tokens === null) throw new HttpError(501, 'Media token exchange is not enabled on this deployment');
      const key = ctx.principal!.key;
      // The playground header lets BASIC keys read data, but a token would carry that key outside the playground.
      if (key.tier === 'BASIC') throw tierError(app.config.upgradeUrl, 'TESTING', 'Media token exchange', key.tier);
      const admission = mints.take(key.id, app.clock());
      const refuse = (a: MintAdmission): void => {
        if (a.ok) return;
        throw new HttpError(429, {
          detail: 'Too many media token requests',
          message: `At most ${mints.limit} media tokens per key per minute. Reuse a token until it expires.`,
        }, { 'retry-after': String(a.retryAfterSeconds) });
      };
      // Counted in Redis when it is configured: unreachable, the mint is refused like any request it cannot charge.
      if (admission instanceof Promise) return admission.then(refuse, unavailable);
      return refuse(admission);
    },
    handler(ctx): Reply {
      const key = ctx.principal!.key;
      const now = app.clock();
      return { status: 200, body: tokens!.mint(key.id, now) };
    },
  };

  return [...storeRoutes, ...bodymapRoutes, tokenRoute];
}

/**
 * `compute` with its answers remembered per raw file name: at most `max` names (all forgotten when full), and only
 * names of up to NAME_REMEMBERED_MAX characters; a longer one is computed on every call.
 */
export function nameMemo<T>(compute: (rawName: string) => T, max = RESOLUTIONS_KEPT): { get: (rawName: string) => T; readonly size: number } {
  const kept = new Map<string, T>();
  return {
    get: (rawName) => {
      if (rawName.length > NAME_REMEMBERED_MAX) return compute(rawName);
      let r = kept.get(rawName);
      if (r === undefined) {
        r = compute(rawName);
        if (kept.size >= max) kept.clear();
        kept.set(rawName, r);
      }
      return r;
    },
    get size() {
      return kept.size;
    },
  };
}

type Writer = (res: ServerResponse, headers: Record<string, string | number>) => Promise<void> | void;

/**
 * A streamed reply. Errors raised while streaming (403, 404, 416, 502), at once or later, reach the server's error
 * path after the quota admission, so they carry the quota headers like any other error of a charged request.
 */
function streamed(write: Writer): Reply {
  return {
    stream: (res, headers) => {
      let pending: Promise<void> | void;
      try {
        pending = write(res, headers);
      } catch (err) {
        throw withQuota(err, headers);
      }
      return pending?.catch((err: unknown) => Promise.reject(withQuota(err, headers)));
    },
  };
}

function withQuota(err: unknown, headers: Record<string, string | number>): unknown {
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(headers)) err.headers[name] ??= String(value);
  }
  return err;
}

/** A file missing from the store, fetched from the fallback origin under its validated name and relayed. */
async function relayFallback(req: IncomingMessage, res: ServerResponse, origin: string, prefix: string, resolvedPath: string, own: Record<string, string | number>): Promise<void> {
  // The validated name, re-encoded: the origin sees one canonical file name, never the client's spelling.
  const upstreamPath = prefix + encodeURIComponent(path.basename(resolvedPath));
  const method = req.method === 'HEAD' ? 'HEAD' : 'GET';
  const fetched = await fetchFallback(origin, upstreamPath, method, FALLBACK_LIMITS, forwardedConditions(req.headers, method));
  if (!fetched.ok) throw fallbackError(fetched);
  return sendFallback(res, fetched, own);
}

/** The raw request path: the router matched it still encoded, and the file name must be decoded exactly once. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

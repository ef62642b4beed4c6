import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Tier } from '../src/auth/tiers.ts';
import { createLogger } from '../src/log.ts';
import { LineBuffer, MAX_LINE, dispatch, frame, parseMessage } from '../src/mcp/json-rpc.ts';
import type { RpcResponse } from '../src/mcp/json-rpc.ts';
import { checkMcpSettings, serveMcp } from '../src/mcp/server.ts';
import { buildRequest, toolResult, toolsFromOpenApi } from '../src/mcp/tools.ts';
import type { OpenApiDocument } from '../src/mcp/tools.ts';
import { ROOT, startTestServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

describe('json-rpc framing', () => {
  test('a line split across chunks is held until its newline; two messages in one chunk are two lines', () => {
    const lines = new LineBuffer();
    assert.deepEqual(lines.push('{"jsonrpc":"2.0","id":1,'), []);
    assert.deepEqual(lines.push('"method":"ping"}\n{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\r\n\n{"par'), [
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      '{"jsonrpc":"2.0","method":"a"}',
      '{"jsonrpc":"2.0","id":2,"method":"ping"}',
    ]);
    assert.equal(lines.flush(), '{"par');
    assert.equal(lines.flush(), null);
  });

  test('a line over the limit comes out as one TooLong, unread, whatever chunks it came in; the next line is whole', () => {
    const lines = new LineBuffer(10);
    assert.deepEqual(lines.push('0123'), []);
    assert.deepEqual(lines.push('456789abc'), [], 'over the limit: skipped, not held');
    assert.deepEqual(lines.push('def\n{"a":1}\n0123456789x\n'), [{ tooLong: true }, '{"a":1}', { tooLong: true }]);
    assert.deepEqual(lines.push('0123456789'), [], 'exactly the limit is held');
    assert.equal(lines.flush(), '0123456789');
    lines.push('0123456789xy');
    assert.deepEqual(lines.flush(), { tooLong: true }, 'an overlong last line without its newline');
  });

  test('a serialized message is one line, whatever newlines its strings hold', () => {
    const text = frame({ jsonrpc: '2.0', id: 1, result: { text: 'a\nb\r\nc' } });
    assert.equal(text.indexOf('\n'), text.length - 1);
    assert.deepEqual(JSON.parse(text), { jsonrpc: '2.0', id: 1, result: { text: 'a\nb\r\nc' } });
  });

  const cases: { name: string; line: string; kind: string; code?: number; id?: unknown }[] = [
    { name: 'bad JSON is -32700 with id null', line: '{"jsonrpc":"2.0",', kind: 'invalid', code: -32700, id: null },
    { name: 'a batch is -32600', line: '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', kind: 'invalid', code: -32600, id: null },
    { name: 'a wrong jsonrpc version is -32600 with the id', line: '{"jsonrpc":"1.0","id":7,"method":"ping"}', kind: 'invalid', code: -32600, id: 7 },
    { name: 'a missing method is -32600', line: '{"jsonrpc":"2.0","id":"a"}', kind: 'invalid', code: -32600, id: 'a' },
    { name: 'params that are not an object are -32602', line: '{"jsonrpc":"2.0","id":3,"method":"ping","params":[1]}', kind: 'invalid', code: -32602, id: 3 },
    { name: 'an object id is -32600 with id null', line: '{"jsonrpc":"2.0","id":{},"method":"ping"}', kind: 'invalid', code: -32600, id: null },
    { name: 'a notification with params that are not an object is ignored: a notification is never answered', line: '{"jsonrpc":"2.0","method":"ping","params":[]}', kind: 'ignored' },
    { name: 'so is one with params null', line: '{"jsonrpc":"2.0","method":"notifications/initialized","params":null}', kind: 'ignored' },
    { name: 'no id is a notification', line: '{"jsonrpc":"2.0","method":"notifications/initialized"}', kind: 'notification' },
    { name: 'a response from the client is recognized (and ignored)', line: '{"jsonrpc":"2.0","id":1,"result":{}}', kind: 'response' },
    { name: 'a request keeps its id and params', line: '{"jsonrpc":"2.0","id":0,"method":"tools/list","params":{}}', kind: 'request' },
  ];
  for (const c of cases) {
    test(`parseMessage: ${c.name}`, () => {
      const parsed = parseMessage(c.line);
      assert.equal(parsed.kind, c.kind);
      if (parsed.kind === 'invalid') {
        assert.equal(parsed.response.error?.code, c.code);
        assert.equal(parsed.response.id, c.id);
      }
    });
  }

  test('dispatch: unknown methods are -32601, notifications get no answer, unexpected errors are -32603 and reported', async () => {
    const seen: string[] = [];
    const handlers = {
      ping: () => ({}),
      boom: () => {
        throw new Error('secret detail');
      },
      'notifications/initialized': () => void seen.push('initialized'),
    };
    const onError = (_err: unknown, method: string) => void seen.push(`error:${method}`);
    const run = (line: string) => dispatch(parseMessage(line), handlers, onError);
    assert.deepEqual(await run('{"jsonrpc":"2.0","id":1,"method":"ping"}'), { jsonrpc: '2.0', id: 1, result: {} });
    assert.equal((await run('{"jsonrpc":"2.0","id":2,"method":"tools/nope"}'))?.error?.code, -32601);
    assert.equal((await run('{"jsonrpc":"2.0","id":3,"method":"toString"}'))?.error?.code, -32601, 'no prototype methods');
    assert.equal(await run('{"jsonrpc":"2.0","method":"notifications/initialized"}'), null);
    assert.equal(await run('{"jsonrpc":"2.0","method":"notifications/unknown"}'), null);
    assert.equal(await run('{"jsonrpc":"2.0","method":"ping","params":[1]}'), null, 'a notification with bad params gets no answer either');
    const boom = await run('{"jsonrpc":"2.0","id":4,"method":"boom"}');
    assert.deepEqual(boom?.error, { code: -32603, message: 'Internal error' });
    assert.deepEqual(seen, ['initialized', 'error:boom']);
    // Sent as a request, a method meant for a notification still answers with a result (JSON-RPC 2.0, 5).
    assert.deepEqual(await run('{"jsonrpc":"2.0","id":9,"method":"notifications/initialized"}'), { jsonrpc: '2.0', id: 9, result: {} });
  });
});

describe('tools from /openapi.json', () => {
  const doc: OpenApiDocument = {
    security: [{ ApiKey: [] }],
    paths: {
      '/things/{thing_id}': {
        get: {
          operationId: 'get_thing', summary: 'One thing', description: 'Needs PROFESSIONAL or above.', security: [{ ApiKey: [] }],
          parameters: [
            { name: 'thing_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
            { name: 'detail', in: 'query', schema: { type: 'boolean', default: false } },
            { name: 'q', in: 'query', required: true, schema: { type: 'string' } },
          ],
        },
      },
      '/token': { post: { operationId: 'make_token', summary: 'Mint', security: [{ ApiKey: [] }] } },
      '/health': { get: { operationId: 'health', summary: 'Public', security: [] } },
      '/inherits': { get: { operationId: 'inherits', summary: 'Uses the document security' } },
      '/hidden': { get: { operationId: 'hidden', summary: 'Hidden', 'x-mcp': false } },
      '/stream/videos/{filename*}': { get: { operationId: 'stream_video', summary: 'Binary', security: [{ ApiKey: [] }, { MediaToken: [] }] } },
      '/stream/other': { get: { operationId: 'stream_other', summary: 'Binary', security: [{ ApiKey: [] }] } },
    },
  };
  const bindings = toolsFromOpenApi(doc);
  const thing = bindings.find((b) => b.tool.name === 'get_thing')!;

  test('keyed operations become tools; public, hidden and /stream/ operations do not', () => {
    assert.deepEqual(bindings.map((b) => b.tool.name), ['get_thing', 'make_token', 'inherits']);
    assert.equal(bindings.find((b) => b.tool.name === 'make_token')!.method, 'POST');
  });

  test('the input schema carries types, defaults, arrays for repeatable parameters and the required ones', () => {
    assert.deepEqual(thing.tool.inputSchema.required, ['thing_id', 'q']);
    assert.deepEqual(thing.tool.inputSchema.properties.tags, { type: 'array', items: { type: 'string' } });
    assert.deepEqual(thing.tool.inputSchema.properties.detail, { type: 'boolean', default: false });
    assert.equal(thing.tool.inputSchema.additionalProperties, false);
    assert.match(thing.tool.description, /^One thing\.\n\nNeeds PROFESSIONAL or above\.$/);
  });

  const requests: { name: string; args: Record<string, unknown>; url?: string; error?: RegExp }[] = [
    { name: 'path parameters are encoded and arrays repeated', args: { thing_id: 'a/b c', tags: ['x y', 'z'], detail: true, q: 'ü' }, url: 'http://h/things/a%2Fb%20c?tags=x+y&tags=z&detail=true&q=%C3%BC' },
    { name: 'a path value the URL parser would resolve to another route (..) is refused', args: { thing_id: '..', q: 'a' }, error: /thing_id cannot be "\.\."/ },
    { name: 'so is a path value of one dot', args: { thing_id: '.', q: 'a' }, error: /thing_id cannot be "\."/ },
    { name: 'dots within a path value are kept', args: { thing_id: 'a..b', q: 'a' }, url: 'http://h/things/a..b?q=a' },
    { name: 'a single value of a repeatable parameter is accepted', args: { thing_id: 3, tags: 'x', q: 'a' }, url: 'http://h/things/3?tags=x&q=a' },
    { name: 'null means absent', args: { thing_id: 3, detail: null, q: 'a' }, url: 'http://h/things/3?q=a' },
    { name: 'a missing path parameter is refused', args: { q: 'a' }, error: /Missing required argument: thing_id/ },
    { name: 'a missing required query parameter is refused', args: { thing_id: 1 }, error: /Missing required argument: q/ },
    { name: 'an unknown argument is refused with the accepted ones', args: { thing_id: 1, q: 'a', query: 'x' }, error: /Unknown argument\(s\) for get_thing: query\. Accepted: thing_id, tags, detail, q/ },
    { name: 'an array for a scalar parameter is refused', args: { thing_id: [1, 2], q: 'a' }, error: /thing_id must be a string, number or boolean\./ },
    { name: 'an object value is refused', args: { thing_id: 1, q: { a: 1 } }, error: /q must be/ },
  ];
  for (const r of requests) {
    test(`buildRequest: ${r.name}`, () => {
      const built = buildRequest(thing, r.args, 'http://h/');
      if (r.url) {
        assert.deepEqual(built, { ok: true, method: 'GET', url: r.url });
        assert.equal(new URL(r.url).href, r.url, 'the URL parser keeps it as built');
      }
      else assert.match(built.ok ? '' : built.error, r.error!);
    });
  }

  test('toolResult: JSON arrays go under structuredContent.results; error bodies become isError with a summary', () => {
    const ok = toolResult({ status: 200, contentType: 'application/json', text: '[{"id":1}]' });
    assert.deepEqual(ok.structuredContent, { results: [{ id: 1 }] });
    assert.equal(ok.content[0]!.text, '[\n  {\n    "id": 1\n  }\n]');
    const invalid = toolResult({ status: 422, contentType: 'application/json', text: '{"detail":[{"loc":["query","limit"],"msg":"Input should be less than or equal to 50","type":"less_than_equal"}]}' });
    assert.equal(invalid.isError, true);
    assert.match(invalid.content[0]!.text, /^HTTP 422: Invalid arguments: query\.limit: Input should be less than or equal to 50\n/);
    const plain = toolResult({ status: 502, contentType: 'text/plain', text: 'Bad gateway' });
    assert.equal(plain.content[0]!.text, 'HTTP 502\n\nBad gateway');
    assert.equal(plain.structuredContent, undefined);
  });

  test('checkMcpSettings names the variable at fault', () => {
    assert.match(checkMcpSettings(undefined, 'http://x') ?? '', /^EXREF_API_KEY is required/);
    assert.match(checkMcpSettings('k', 'ftp://x') ?? '', /^EXREF_BASE_URL must be an http\(s\) URL/);
    assert.match(checkMcpSettings('k', 'nope') ?? '', /^EXREF_BASE_URL/);
    assert.equal(checkMcpSettings('k', 'https://api.example'), null);
  });
});

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

/** An in-process MCP session over in-memory streams, speaking raw JSON-RPC lines. */
function session(apiKey: string, baseUrl = server.url) {
  const input = new PassThrough();
  const output = new PassThrough();
  let raw = '';
  const waiting = new Map<number, (r: RpcResponse) => void>();
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    raw += chunk;
    for (const line of chunk.split('\n').filter(Boolean)) {
      const response = JSON.parse(line) as RpcResponse;
      waiting.get(response.id as number)?.(response);
    }
  });
  const done = serveMcp({ input, output, baseUrl, apiKey, log: createLogger('silent') });
  let next = 1;
  return {
    request(method: string, params?: Record<string, unknown>): Promise<RpcResponse> {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        input.write(frame({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }));
      });
    },
    /** Writes text as it is, framing included. */
    send(text: string) {
      input.write(text);
    },
    async close() {
      input.end();
      await done;
      return raw;
    },
  };
}

type CallResult = { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: any };

describe('exref mcp, in process', () => {
  test('initialize echoes a supported protocol version and offers the newest for an unknown one', async () => {
    const s = session(server.keys.GROWTH);
    const known = await s.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } });
    assert.deepEqual((known.result as any).protocolVersion, '2025-06-18');
    assert.deepEqual((known.result as any).capabilities, { tools: {} });
    assert.equal((known.result as any).serverInfo.name, 'exref');
    const unknown = await s.request('initialize', { protocolVersion: '1999-01-01', capabilities: {}, clientInfo: { name: 't', version: '1' } });
    assert.equal((unknown.result as any).protocolVersion, '2025-11-25');
    assert.equal((await s.request('initialize', {})).error?.code, -32602);
    assert.deepEqual((await s.request('ping')).result, {});
    assert.equal((await s.request('tools/list', { cursor: 'abc' })).error?.code, -32602, 'this server never issues cursors');
    await s.close();
  });

  test('a message line over the limit is answered -32600 with id null, unread, and the requests after it are answered', async () => {
    const s = session(server.keys.GROWTH);
    // Sent in many chunks, as a pipe delivers it: the buffer scans each chunk once.
    const big = frame({ jsonrpc: '2.0', id: 77, method: 'ping', params: { pad: 'x'.repeat(MAX_LINE) } });
    for (let i = 0; i < big.length; i += 65_536) s.send(big.slice(i, i + 65_536));
    assert.deepEqual((await s.request('ping')).result, {});
    const raw = await s.close();
    const answers = raw.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: unknown; error?: { code: number; message: string } });
    const refused = answers.find((a) => a.error?.code === -32600);
    assert.equal(refused?.id, null);
    assert.match(refused!.error!.message, /longer than/);
    assert.ok(!answers.some((a) => a.id === 77), 'the overlong request is never read');
  });

  test('a BASIC key is refused with the tier it needs and the upgrade URL, and the key never appears in the output', async () => {
    const s = session(server.keys.BASIC);
    const res = await s.request('tools/call', { name: 'list_categories', arguments: {} });
    const result = res.result as CallResult;
    assert.equal(result.isError, true);
    assert.match(result.content[0]!.text, /^Tier refusal \(HTTP 403, requires TESTING or above\):.* Upgrade at https:\/\/exref\.example\/pricing/);
    const raw = await s.close();
    assert.ok(!raw.includes(server.keys.BASIC), 'the key is never echoed');
  });

  test('bad arguments are tool errors the model can correct; tools/call without a name is -32602', async () => {
    const s = session(server.keys.GROWTH);
    const wrongName = (await s.request('tools/call', { name: 'search_exercises', arguments: { query: 'squat' } })).result as CallResult;
    assert.equal(wrongName.isError, true);
    assert.match(wrongName.content[0]!.text, /Unknown argument\(s\) for search_exercises: query\. Accepted: q, /);
    const outOfBounds = (await s.request('tools/call', { name: 'search_exercises', arguments: { q: 'squat', limit: 500 } })).result as CallResult;
    assert.equal(outOfBounds.isError, true);
    assert.match(outOfBounds.content[0]!.text, /^HTTP 422: Invalid arguments: query\.limit: /);
    const missing = (await s.request('tools/call', { name: 'get_exercise', arguments: { exercise_id: 999999999 } })).result as CallResult;
    assert.match(missing.content[0]!.text, /^HTTP 404: Exercise not found\./);
    assert.equal((await s.request('tools/call', { arguments: {} })).error?.code, -32602);
    assert.equal((await s.request('tools/call', { name: 'list_categories', arguments: [1] })).error?.code, -32602);
    await s.close();
  });

  test('an unreachable API: tools/list is an internal error naming the URL, retried on the next request', async () => {
    const s = session(server.keys.GROWTH, 'http://127.0.0.1:9');
    for (let i = 0; i < 2; i++) {
      const res = await s.request('tools/list');
      assert.equal(res.error?.code, -32603);
      assert.match(res.error!.message, /^Could not load the tool list from http:\/\/127\.0\.0\.1:9\/openapi\.json/);
    }
    await s.close();
  });

  test('a key echoed back by the API is redacted from everything written', async () => {
    const upstream = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/openapi.json') {
        res.end(JSON.stringify({ paths: { '/echo': { get: { operationId: 'echo', summary: 'Echo', security: [{ ApiKey: [] }] } } } }));
      } else {
        res.statusCode = 403;
        res.end(JSON.stringify({ detail: `Invalid API key ${req.headers['x-api-key']}` }));
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const key = 'exref_echo_me_please_0123456789abcdef';
      const s = session(key, `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
      const result = (await s.request('tools/call', { name: 'echo', arguments: {} })).result as CallResult;
      assert.equal(result.content[0]!.text.split('\n')[0], 'HTTP 403: Invalid API key [redacted].');
      assert.ok(!(await s.close()).includes(key));
    } finally {
      upstream.close();
    }
  });

  test('a TESTING key asking for a non-English language gets a tier error naming GROWTH (when the catalogue has one)', async (t) => {
    const s = session(server.keys.TESTING);
    const languages = ((await s.request('tools/call', { name: 'list_languages', arguments: {} })).result as CallResult).structuredContent.results as { code: string }[];
    const other = languages.find((l) => l.code === 'de-de') ?? languages.find((l) => l.code !== 'en-us');
    if (!other) {
      await s.close();
      return t.skip('the demo catalogue ships no translation');
    }
    const res = (await s.request('tools/call', { name: 'list_categories', arguments: { lang: other.code } })).result as CallResult;
    assert.equal(res.isError, true);
    assert.match(res.content[0]!.text, /requires GROWTH or above.*Upgrade at https:\/\//);
    await s.close();
  });
});

describe('exref mcp, driven by the official MCP SDK client over stdio', () => {
  async function connect(tier: Tier) {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/cli.ts', 'mcp'],
      cwd: ROOT,
      // process.env carries PATH and, under c8, NODE_V8_COVERAGE (so the child's coverage counts).
      env: { ...(process.env as Record<string, string>), EXREF_BASE_URL: server.url, EXREF_API_KEY: server.keys[tier], LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = new Client({ name: 'exref-test', version: '1.0.0' });
    await client.connect(transport);
    return { client, stderr: () => stderr };
  }

  test('initialize, list tools, call search, get and reference tools, and get a tier error for routines', async () => {
    const { client, stderr } = await connect('GROWTH');
    try {
      assert.equal(client.getServerVersion()?.name, 'exref');
      assert.ok(client.getServerCapabilities()?.tools);

      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name);
      for (const name of ['search_exercises', 'list_exercises', 'get_exercise', 'random_exercise', 'list_categories', 'list_routines', 'get_routine_full', 'create_media_token']) {
        assert.ok(names.includes(name), `${name} is a tool`);
      }
      assert.ok(!names.some((n) => n.startsWith('stream_')), 'no /stream/ route is a tool');
      assert.ok(!names.includes('openapi') && !names.includes('health'), 'public routes are not tools');
      assert.ok(!names.includes('health_detailed'), 'routes the table hides from MCP are not tools');
      const getExercise = tools.find((t) => t.name === 'get_exercise')!;
      assert.deepEqual(getExercise.inputSchema.required, ['exercise_id']);
      assert.deepEqual(Object.keys(getExercise.inputSchema.properties ?? {}), ['exercise_id', 'detail', 'gender', 'lang']);
      assert.match(tools.find((t) => t.name === 'list_routines')!.description ?? '', /Needs PROFESSIONAL or above/);
      assert.deepEqual(tools.find((t) => t.name === 'list_exercises')!.inputSchema.properties?.muscles, {
        type: 'array', items: { type: 'string', maxLength: 100, examples: ['Chest'] },
        description: 'Primary muscle, repeatable (any of them matches); English or translated.',
      });

      const search = await client.callTool({ name: 'search_exercises', arguments: { q: 'bench press' } }) as CallResult;
      assert.ok(!search.isError);
      const hits = search.structuredContent.results as { name: string }[];
      assert.match(hits[0]!.name, /bench press/i);
      assert.deepEqual(JSON.parse(search.content[0]!.text), hits);

      const page = await client.callTool({ name: 'list_exercises', arguments: { limit: 2, offset: 5 } }) as CallResult;
      const id = page.structuredContent.results[0].id as number;
      const exercise = await client.callTool({ name: 'get_exercise', arguments: { exercise_id: id, detail: true } }) as CallResult;
      assert.ok(!exercise.isError);
      assert.equal(exercise.structuredContent.id, id);
      assert.equal(typeof exercise.structuredContent.step_count, 'number', 'detail=true reached the API');

      const categories = await client.callTool({ name: 'list_categories', arguments: {} }) as CallResult;
      assert.ok(categories.structuredContent.results.length > 0);

      const routines = await client.callTool({ name: 'list_routines', arguments: {} }) as CallResult;
      assert.equal(routines.isError, true);
      assert.match(routines.content[0]!.text, /requires PROFESSIONAL or above.*Upgrade at https:\/\/exref\.example\/pricing/);
      assert.equal(routines.structuredContent, undefined);

      await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (err: Error & { code?: number }) => {
        assert.equal(err.code, -32602);
        assert.match(err.message, /Unknown tool: no_such_tool/);
        return true;
      });
      assert.ok(!stderr().includes(server.keys.GROWTH), 'the key never reaches the logs');
    } finally {
      await client.close();
    }
  });
});

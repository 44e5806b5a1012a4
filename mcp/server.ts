// The MCP adapter: one server per client session over a shared Store. It lists the tool
// registry and dispatches calls. It uses the SDK's low-level Server rather than
// McpServer.registerTool because registerTool validates arguments before any hook runs,
// and SPEC requires that a call refused for bad arguments or an unknown tool is audited
// like every other failure; here validation happens in one place that can audit it.

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import crypto from 'node:crypto';
import { z } from 'zod';
import { MemError } from '../src/errors/mem-error.js';
import type { Origin } from '../src/audit/audit-entry.js';
import { context, type Principal } from '../src/store/context.js';
import { errorResult } from './result.js';
import { TOOLS } from './tools.js';
import type { Services } from './tool.js';
import { VERSION } from '../src/version.js';

const INSTRUCTIONS = `mnemofs is your persistent memory: a store of Markdown files that people also read and edit.
Paths always start with a namespace: user/… holds the owner's notes (shared by the owner's agents), agents/<id>/… is one agent's private space, teams/<id>/… a team's. Call mem_list with no path to see the namespaces you may use.
Keep one topic per file, with a clear name (user/projects/mnemofs.md), and prefer editing an existing note (mem_edit, mem_append) to writing a near-duplicate. mem_write refuses to replace a file unless overwrite is true.
Reserved names (.mnemofs, .git) are never writable, links are never followed, and every call — including refused ones — is recorded in an audit log the owner reads.
Errors start with a code (MEM_NOT_FOUND, MEM_EXISTS, …) and say how to fix the call.`;

const listed = TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: z.toJSONSchema(t.input, { io: 'input' }) as { type: 'object' },
  outputSchema: z.toJSONSchema(t.output, { io: 'output' }) as { type: 'object' },
  annotations: { title: t.title, ...t.annotations },
}));
const byName = new Map(TOOLS.map((t) => [t.name, t]));

/** Turns zod issues into one sentence naming each bad argument and what it needs. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => `argument ${i.path.length ? `\`${i.path.join('.')}\`` : '(root)'}: ${i.message}`)
    .join('; ');
}

export interface SessionOptions {
  principal: Principal;
  /** Session id for audit lines; one is generated when absent. */
  session?: string;
  /** The front end audit lines name: `mcp`, or `cli` for a verb that calls a tool. */
  origin?: Origin;
}

export interface McpSession {
  server: Server;
  /** Resolves once no tool call is in flight (after its response has been sent). */
  idle(): Promise<void>;
  /** The session is over (its transport closed): its scratch area goes. */
  end(): void;
}

export function createMcpServer(services: Services, options: SessionOptions): McpSession {
  const { store } = services;
  const session = options.session ?? crypto.randomUUID();
  let inflight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (--inflight > 0) return;
    const ready = waiters;
    waiters = [];
    // Deferred to the next turn so the response of the last call has been sent first.
    setImmediate(() => ready.forEach((w) => w()));
  };
  const server = new Server(
    { name: 'mnemofs', title: 'mnemofs memory store', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  // A principal's tool profile hides the tools outside it here and refuses them below.
  const allowed = (name: string) => options.principal.tools?.includes(name) ?? true;
  const visible = listed.filter((t) => allowed(t.name));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: visible }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: rawArgs = {} } = request.params;
    const ctx = context(options.principal, options.origin ?? 'mcp', { session, op: name });
    const tool = byName.get(name);
    if (tool && !allowed(name)) {
      const message = `tool "${name}" is not in the tool profile of ${options.principal.id}; tools/list shows the tools you may use`;
      store.refuse(ctx, name, new MemError('MEM_FORBIDDEN', message));
      throw new McpError(ErrorCode.MethodNotFound, message);
    }
    if (!tool) {
      const message = `unknown tool "${name}"; available tools: ${TOOLS.map((t) => t.name).join(', ')}`;
      store.refuse(
        { ...ctx, op: 'mcp.unknown_tool' },
        'mcp.unknown_tool',
        new MemError('MEM_INVALID_ARG', message),
      );
      throw new McpError(ErrorCode.MethodNotFound, message);
    }
    const parsed = tool.input.safeParse(rawArgs);
    const rawPath = tool.pathArg ? rawArgs[tool.pathArg] : undefined;
    if (!parsed.success) {
      // A tool execution error, not a protocol error (MCP 2025-11-25: input validation
      // failures are reported so the model can read them and correct the call).
      const error = new MemError(
        'MEM_INVALID_ARG',
        `invalid arguments for ${name}: ${describeIssues(parsed.error)}; tools/list shows ${name}'s inputSchema`,
      );
      store.refuse(ctx, name, error, rawPath);
      return errorResult(error);
    }
    inflight++;
    try {
      const token = request.params._meta?.progressToken;
      let sent = 0;
      const progress = (done: number, total?: number) => {
        // At most ten a second, and the last one always.
        if (token === undefined || (Date.now() - sent < 100 && done !== total)) return;
        sent = Date.now();
        void extra
          .sendNotification({
            method: 'notifications/progress',
            params: { progressToken: token, progress: done, ...(total ? { total } : {}) },
          })
          .catch(() => undefined); // the client went away; the job itself goes on
      };
      return await tool.run(services, ctx, parsed.data, {
        progress,
        ...(server.getClientCapabilities()?.sampling ? { sample } : {}),
      });
    } catch (err) {
      return errorResult(err);
    } finally {
      settle();
    }
  });
  /** One question to the client's model (MCP sampling); its text answer. */
  const sample = async (system: string, prompt: string, maxTokens: number) => {
    const r = await server.createMessage({
      systemPrompt: system,
      messages: [{ role: 'user', content: { type: 'text', text: prompt } }],
      maxTokens,
    });
    const content = Array.isArray(r.content) ? r.content[0] : r.content;
    return content?.type === 'text' ? content.text : '';
  };
  const idle = () =>
    inflight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
  const end = () =>
    store.endSession(context(options.principal, options.origin ?? 'mcp', { session }), session);
  return { server, idle, end };
}

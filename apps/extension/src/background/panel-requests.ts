import {
  EXTENSION_IMPORT_PATH,
  extensionProfileImportSchema,
  jobResponseSchema,
  panelMessages,
  profileResponseSchema,
  templateResponseSchema,
  tokenResponseSchema,
  userSchema,
  type JobAnalysis,
} from '@quillbid/shared';
import { browser } from 'wxt/browser';
import { z } from 'zod';
import type { PanelMessage, PanelRequests, Reply, Settings } from '../protocol';
import { normaliseOrigin, originPattern } from '../settings/origin';
import { callApi, failure, send } from './api-client';
import { keepProfileImport } from './profile-import-store';
import { readSession, saveOrigin, saveToken } from './session-store';

type Handlers = {
  [K in keyof PanelRequests]: (
    request: Extract<PanelMessage, { kind: K }>,
  ) => Promise<Reply<PanelRequests[K]['reply']>>;
};

async function settings(): Promise<Reply<Settings>> {
  const { apiOrigin, token } = await readSession();
  return { ok: true, data: { apiOrigin, connected: token !== null } };
}

const profilesSchema = z.object({ profiles: z.array(profileResponseSchema) });
const templatesSchema = z.object({ templates: z.array(templateResponseSchema) });
const outcomeSchema = z.object({ job: jobResponseSchema });

/** Reads a JSON answer through a schema, so the panel only ever sees what it expects. */
async function parsed<T>(reply: Reply<unknown>, schema: z.ZodType<T>): Promise<Reply<T>> {
  if (!reply.ok) return reply;
  const result = schema.safeParse(reply.data);
  if (!result.success) return failure('REFUSED', panelMessages.unexpectedAnswer((await readSession()).apiOrigin));
  return { ok: true, data: result.data };
}

export const panelHandlers: Handlers = {
  settings,

  async setOrigin({ apiOrigin }) {
    const origin = normaliseOrigin(apiOrigin);
    if (!origin) return failure('REFUSED', panelMessages.invalidOrigin);
    // A new origin needs host access; the panel asked Chrome for it before sending this.
    const allowed = await browser.permissions.contains({ origins: [originPattern(origin)] });
    if (!allowed) return failure('REFUSED', panelMessages.originPermissionRefused);
    const before = await readSession();
    await saveOrigin(origin);
    // A token belongs to the server that issued it.
    if (before.apiOrigin !== origin) await saveToken(null);
    return settings();
  },

  async signIn({ email, password }) {
    const reply = await parsed(
      await callApi('auth/login', { method: 'POST', body: { email, password, rememberMe: true }, anonymous: true }),
      tokenResponseSchema,
    );
    if (!reply.ok) return reply;
    await saveToken(reply.data.token);
    return settings();
  },

  async signOut() {
    // Ends the session on the server too, so a copy of the token is worthless; offline, it is still forgotten here.
    await send('auth/logout', { method: 'POST' });
    await saveToken(null);
    return settings();
  },

  account: async () => parsed(await callApi('users'), userSchema),
  profiles: async () => {
    const reply = await parsed(await callApi('profile'), profilesSchema);
    return reply.ok ? { ok: true, data: reply.data.profiles } : reply;
  },
  templates: async () => {
    const reply = await parsed(await callApi('template'), templatesSchema);
    return reply.ok ? { ok: true, data: reply.data.templates } : reply;
  },
  analyse: async ({ job }) => {
    const reply = await callApi<{ analysis: JobAnalysis }>('job/analyse', { method: 'POST', body: job });
    return reply.ok ? { ok: true, data: reply.data.analysis } : reply;
  },
  setStatus: async ({ jobId, status }) => {
    const reply = await parsed(
      await callApi(`job/${encodeURIComponent(jobId)}/status`, { method: 'POST', body: { status } }),
      outcomeSchema,
    );
    return reply.ok ? { ok: true, data: reply.data.job } : reply;
  },
  async importProfile({ text, url }) {
    const page = extensionProfileImportSchema.safeParse({ text, url });
    if (!page.success) return failure('REFUSED', panelMessages.importUnreadable);
    await keepProfileImport(page.data);
    // The app the page will take the text from: the one the token belongs to, so the user is signed in there.
    const { apiOrigin } = await readSession();
    await browser.tabs.create({ url: `${apiOrigin}${EXTENSION_IMPORT_PATH}` });
    return { ok: true, data: {} };
  },
};

export async function handlePanelMessage(message: PanelMessage): Promise<Reply<unknown>> {
  const handler = panelHandlers[message.kind] as (request: PanelMessage) => Promise<Reply<unknown>>;
  return handler(message);
}

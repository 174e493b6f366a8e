import type {
  AnalyseJobInput,
  ExtensionProfileImport,
  GeneratedJob,
  GenerateJobInput,
  Job,
  JobAnalysis,
  Profile,
  ProposalStatus,
  Template,
  User,
} from '@quillbid/shared';

/**
 * What the side panel asks the service worker, and what it answers. Only the service worker talks to the
 * API: it holds the token, and a panel that closes mid-call loses nothing.
 */

export type FailureCode =
  'NOT_CONNECTED' | 'SESSION_ENDED' | 'SUBSCRIPTION_REQUIRED' | 'LIMIT_REACHED' | 'OFFLINE' | 'UNREACHABLE' | 'REFUSED';

/** A failure in words fit to show, with a code that tells the panel what to offer (connect, billing…). */
export interface Failure {
  code: FailureCode;
  error: string;
}

export type Reply<T> = { ok: true; data: T } | { ok: false; failure: Failure };

export interface Settings {
  apiOrigin: string;
  connected: boolean;
}

/** A request that carries nothing but its kind. */
type NoFields = Record<never, never>;

export interface PanelRequests {
  settings: { request: NoFields; reply: Settings };
  setOrigin: { request: { apiOrigin: string }; reply: Settings };
  signIn: { request: { email: string; password: string }; reply: Settings };
  signOut: { request: NoFields; reply: Settings };
  account: { request: NoFields; reply: User };
  profiles: { request: NoFields; reply: Profile[] };
  templates: { request: NoFields; reply: Template[] };
  analyse: { request: { job: AnalyseJobInput }; reply: JobAnalysis };
  /** Records what became of a saved proposal (the user says they submitted it). */
  setStatus: { request: { jobId: string; status: ProposalStatus }; reply: Job };
  /** Keeps the text of the user's own profile page for the web app, and opens the app's profile import. */
  importProfile: { request: ExtensionProfileImport; reply: NoFields };
}

export type PanelRequestKind = keyof PanelRequests;
export type PanelMessage = {
  [K in PanelRequestKind]: { kind: K } & PanelRequests[K]['request'];
}[PanelRequestKind];

/** Generation streams over a port of this name: the panel posts one `GenerateJobInput`, then listens. */
export const GENERATE_PORT = 'quillbid:generate';

export type GenerateEvent =
  { type: 'chunk'; text: string } | { type: 'done'; result: GeneratedJob } | { type: 'failed'; failure: Failure };

export type GenerateRequest = { body: GenerateJobInput };

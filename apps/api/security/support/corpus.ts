import type { LightMyRequestResponse } from 'fastify';
import { executableMarkup } from './executable-markup.js';
import { ownerParams, validBody } from './fixtures.js';
import { answerJson, call, describeAnswer, isErrorAnswer } from './http.js';
import { pathLabel, stringPaths, valueAt, withValuesAt, type JsonPath } from './json-paths.js';
import { isFreeText, routeInputs, schemaAt, type JsonSchema } from './openapi.js';
import { isPublic, type Route } from './route-table.js';
import type { World } from './world.js';

/** Fields holding HTML: sanitised on the way in, and the proposal the writer makes from them. */
export const RICH_TEXT_KEYS = new Set(['templateDetail', 'aiResponse']);
const isRich = (path: JsonPath) => RICH_TEXT_KEYS.has(String(path.at(-1)));

/** What the corpus found, each entry naming the route, the field and the payload. */
export type CorpusFindings = {
  /** 5xx answers, or failures without a JSON `{ error }`. */
  badAnswers: string[];
  /** Plain text a field takes (its length fits) that the route refused. */
  refusedText: string[];
  /** Plain text that came back other than as it was sent. */
  changedText: string[];
  /** Rich text that came back able to run or load something. */
  executable: string[];
  /** How many plain-text values and rich-text answers were checked: a corpus that checks nothing fails. */
  textChecked: number;
  richChecked: number;
};

const PROBE = 'Corpus probe 42';
const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;
const fits = (schema: JsonSchema | undefined, text: string) =>
  text.length >= (schema?.minLength ?? 0) && text.length <= (schema?.maxLength ?? Infinity);

/** The value at `path` in the answer itself or in one of its top-level objects (`{ profile: {…} }`). */
function echoed(answer: unknown, path: JsonPath): unknown {
  const roots = [answer, ...Object.values(answer !== null && typeof answer === 'object' ? answer : {})];
  return roots.map((root) => valueAt(root, path)).find((value) => value !== undefined);
}

/** Every rich-text value anywhere in the answer. */
function richValues(answer: unknown): string[] {
  if (Array.isArray(answer)) return answer.flatMap(richValues);
  if (answer === null || typeof answer !== 'object') return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    RICH_TEXT_KEYS.has(key) && typeof value === 'string' ? [value] : richValues(value),
  );
}

/** Routes whose body makes or changes something: they answer 201, or they are a PATCH. */
export function storingRoutes(world: World, routes: Route[]): Route[] {
  const inputs = routeInputs(world.t.app);
  return routes.filter((route) => inputs(route).body && inputs(route).stores);
}

/**
 * The storing routes the corpus goes through: one per body schema. A create and an update that take the
 * same body check and store it the same way, so the update stands for both: it spends no quota and
 * leaves nothing to delete.
 */
export function corpusRoutes(world: World, routes: Route[]): Route[] {
  const inputs = routeInputs(world.t.app);
  const bySchema = new Map<string, Route>();
  for (const route of storingRoutes(world, routes)) {
    const schema = JSON.stringify(inputs(route).body);
    if (!bySchema.has(schema) || route.method === 'PATCH') bySchema.set(schema, route);
  }
  return [...bySchema.values()];
}

/**
 * Sends each payload through every text field of each corpus route's body: all fields at once (whatever the
 * route refuses, no 5xx), then the plain-text fields it fits together (taken and sent back as they
 * are), then each rich-text field alone (refused, or sanitised). Things a create makes are deleted again.
 */
export async function runCorpus(world: World, routes: Route[], payloads: string[]): Promise<CorpusFindings> {
  const findings: CorpusFindings = {
    badAnswers: [],
    refusedText: [],
    changedText: [],
    executable: [],
    textChecked: 0,
    richChecked: 0,
  };
  const inputs = routeInputs(world.t.app);
  const deleteRoutes = new Map(routes.filter((r) => r.method === 'DELETE').map((r) => [r.path, r]));

  for (const route of corpusRoutes(world, routes)) {
    const bodySchema = inputs(route).body;
    const valid = validBody(world, route);
    const params = await ownerParams(world, route);
    const token = isPublic(route) ? undefined : world.owner.token;
    const leaves = stringPaths(valid);

    const send = async (paths: JsonPath[], payload: string) => {
      const res = await call(world.t, route, { params, token, body: withValuesAt(valid, paths, () => payload) });
      const label = `${route.key} ${paths.map(pathLabel).join(',')} ← ${JSON.stringify(payload).slice(0, 80)}`;
      if (res.statusCode >= 500 || (!ok(res) && !isErrorAnswer(res)))
        findings.badAnswers.push(describeAnswer(label, res));
      const answer = ok(res) ? answerJson(res) : undefined;
      for (const html of richValues(answer)) {
        findings.richChecked += 1;
        const found = executableMarkup(html);
        if (found.length > 0) findings.executable.push(`${label}: ${found.join(' ')}`);
      }
      await deleteCreated(answer);
      return { res, answer, label };
    };

    // A create's answer names what it made (`{ profile: { _id } }`); its DELETE route takes it away again.
    const deleteCreated = async (answer: unknown) => {
      const remove = deleteRoutes.get(`${route.path}/:id`);
      if (route.method !== 'POST' || !remove || answer === null || typeof answer !== 'object') return;
      const made = Object.values(answer).find((value) => typeof value?._id === 'string') as { _id: string } | undefined;
      if (made) await call(world.t, remove, { params: { id: made._id }, token });
    };

    const plainLeaves: JsonPath[] = [];
    const richLeaves: JsonPath[] = [];
    for (const leaf of leaves) {
      if (!isFreeText(schemaAt(bodySchema, leaf))) continue;
      if (isRich(leaf)) richLeaves.push(leaf);
      else if (ok((await send([leaf], PROBE)).res)) plainLeaves.push(leaf);
    }

    for (const payload of payloads) {
      await send(leaves, payload);
      const fitting = plainLeaves.filter((leaf) => fits(schemaAt(bodySchema, leaf), payload));
      if (fitting.length > 0) {
        const { res, answer, label } = await send(fitting, payload);
        if (!ok(res)) findings.refusedText.push(describeAnswer(label, res));
        for (const leaf of ok(res) ? fitting : []) {
          const back = echoed(answer, leaf);
          if (back === undefined) continue;
          findings.textChecked += 1;
          if (back !== payload && back !== payload.trim())
            findings.changedText.push(
              `${route.key} ${pathLabel(leaf)}: sent ${JSON.stringify(payload)}, got ${JSON.stringify(back)}`,
            );
        }
      }
      for (const leaf of richLeaves) if (fits(schemaAt(bodySchema, leaf), payload)) await send([leaf], payload);
    }
  }
  return findings;
}

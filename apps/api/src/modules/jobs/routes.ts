import type { FastifyReply } from 'fastify';
import {
  analyseJobSchema,
  deleteMessages,
  generatedJobSchema,
  generateJobSchema,
  historyFilterSchema,
  jobAnalysisSchema,
  idParamsSchema,
  jobMessages,
  jobPageSchema,
  jobQuerySchema,
  jobResponseSchema,
  screeningAnswersResponseSchema,
  statusChangeSchema,
  statusEventSchema,
} from '@quillbid/shared';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { acceptedEncoding } from '../../http/compression.js';
import { sendJsonText } from '../../http/json-text.js';
import { accountLimit } from '../../http/rate-limit.js';
import { errorResponses } from '../../http/route-schema.js';
import { signedInRoutes } from '../../http/signed-in-routes.js';
import { listAnswers } from './answers.js';
import { historyPageAnswer } from './history.js';
import { toJobDto } from './dto.js';
import { exportFileName, historyCsv } from './export.js';
import { changeStatus, statusEvents, undoStatus } from './outcomes.js';
import { analyse, deleteJob, generate, startGeneration, type Generated } from './service.js';

const errors = errorResponses(400, 401, 403, 404, 502);
/** The routes that write with the model or read a whole history also answer 429 past their per-account limit. */
const costlyErrors = { ...errors, ...errorResponses(429) };
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const generatedDto = ({ row, analysis, check, answers }: Generated) => ({
  job: toJobDto(row),
  analysis,
  check,
  answers,
});
const events = z.array(statusEventSchema);
const outcomeResponses = { 200: z.object({ job: jobResponseSchema, events }), ...errors };
const csvResponse = {
  description: 'The history as CSV (UTF-8 with a byte order mark), newest first, at most 10,000 rows.',
  content: { 'text/csv': { schema: z.string() } },
};

export const jobRoutes = signedInRoutes('jobs', (app, ctx, schema) => {
  const costly = (name: string) => accountLimit(app, ctx.config.costlyRateLimitMax, name);

  app.get(
    '/job',
    {
      schema: schema({ querystring: jobQuerySchema, response: { 200: jobPageSchema, ...errors } }),
    },
    async (request, reply) =>
      sendJsonText(reply, await historyPageAnswer(ctx.db, request.userId, request.query, acceptedEncoding(request))),
  );

  /** The history with the same search and filters, as a spreadsheet file to download. */
  app.get(
    '/job/export.csv',
    {
      ...costly('export'),
      schema: schema({ querystring: historyFilterSchema, response: { 200: csvResponse, ...costlyErrors } }),
    },
    async (request, reply) => {
      const csv = await historyCsv(ctx.db, request.userId, request.query);
      // Sent as a stream, which the schema's types (a string, as the OpenAPI document describes the body) do not name.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .send(csv);
    },
  );

  app.post(
    '/job/:id/status',
    { schema: schema({ params: idParamsSchema, body: statusChangeSchema, response: outcomeResponses }) },
    async (request) => changeStatus(ctx.db, request.userId, request.params.id, request.body.status),
  );

  /** Takes the newest change of status back. */
  app.delete(
    '/job/:id/status',
    { schema: schema({ params: idParamsSchema, response: outcomeResponses }) },
    async (request) => undoStatus(ctx.db, request.userId, request.params.id),
  );

  app.get(
    '/job/:id/events',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ events }), ...errors } }) },
    async (request) => ({ events: await statusEvents(ctx.db, request.userId, request.params.id) }),
  );

  /** The drafted answers to the screening questions asked with a proposal, in the order asked. */
  app.get(
    '/job/:id/answers',
    { schema: schema({ params: idParamsSchema, response: { 200: screeningAnswersResponseSchema, ...errors } }) },
    async (request) => ({ answers: await listAnswers(ctx.db, request.userId, request.params.id) }),
  );

  /** What a post asks for and how the user's profiles fit it, before any proposal is written; free. */
  app.post(
    '/job/analyse',
    {
      ...costly('analyse'),
      schema: schema({
        body: analyseJobSchema,
        response: { 200: z.object({ analysis: jobAnalysisSchema }), ...costlyErrors },
      }),
    },
    async (request) => ({ analysis: await analyse(ctx.db, ctx.writer, request.userId, request.body) }),
  );

  app.post(
    '/job',
    {
      ...costly('write'),
      schema: schema({
        body: generateJobSchema,
        response: { 201: generatedJobSchema.extend({ message: z.string() }), ...costlyErrors },
      }),
    },
    async (request, reply) => {
      const generated = await generate(ctx.db, ctx.writer, request.userId, request.body);
      return reply.code(201).send({ ...generatedDto(generated), message: jobMessages.generated });
    },
  );

  /**
   * The same generation, streamed as Server-Sent Events: `chunk` events with text as it is written, then
   * `done` with the saved job, its analysis, its pre-send check and its screening answers, or `error`.
   * Checks that fail before writing answer as plain JSON errors.
   */
  app.post(
    '/job/stream',
    { ...costly('write'), schema: schema({ body: generateJobSchema, response: costlyErrors }) },
    async (request, reply) => {
      const generation = await startGeneration(ctx.db, ctx.writer, request.userId, request.body);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      // A closed connection only stops the writes: the proposal is still finished and saved.
      const send = (event: string, data: unknown) => {
        if (!res.destroyed) res.write(sse(event, data));
      };
      for await (const text of generation.chunks) send('chunk', { text });
      try {
        send('done', generatedDto(await generation.done));
      } catch (error) {
        request.log.warn({ err: error }, 'proposal generation failed');
        send('error', { error: error instanceof AppError ? error.message : jobMessages.generationFailed });
      }
      res.end();
    },
  );

  app.delete(
    '/job/:id',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } }) },
    async (request) => {
      await deleteJob(ctx.db, request.userId, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyseJobSchema,
  deleteMessages,
  errorResponseSchema,
  generatedJobSchema,
  generateJobSchema,
  jobAnalysisSchema,
  idParamsSchema,
  jobMessages,
  jobPageSchema,
  jobQuerySchema,
} from '@quillbid/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { analyse, deleteJob, generate, listJobs, startGeneration, toJobDto, type Generated } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
};
const schema = <T extends object>(extra: T) => ({ tags: ['jobs'], security: [{ bearer: [] }], ...extra });
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const generatedDto = ({ row, analysis, check }: Generated) => ({ job: toJobDto(row), analysis, check });

export const jobRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/job',
    { schema: schema({ querystring: jobQuerySchema, response: { 200: jobPageSchema, ...errors } }) },
    (request) => listJobs(ctx.db, request.user.id, request.query),
  );

  /** What a post asks for and how the user's profiles fit it, before any proposal is written; free. */
  app.post(
    '/job/analyse',
    {
      schema: schema({
        body: analyseJobSchema,
        response: { 200: z.object({ analysis: jobAnalysisSchema }), ...errors },
      }),
    },
    async (request) => ({ analysis: await analyse(ctx.db, ctx.writer, request.user.id, request.body) }),
  );

  app.post(
    '/job',
    {
      schema: schema({
        body: generateJobSchema,
        response: { 201: generatedJobSchema.extend({ message: z.string() }), ...errors },
      }),
    },
    async (request, reply) => {
      const generated = await generate(ctx.db, ctx.writer, request.user.id, request.body);
      return reply.code(201).send({ ...generatedDto(generated), message: jobMessages.generated });
    },
  );

  /**
   * The same generation, streamed as Server-Sent Events: `chunk` events with text as it is written, then
   * `done` with the saved job, its analysis and its pre-send check, or `error`. Checks that fail before
   * writing answer as plain JSON errors.
   */
  app.post('/job/stream', { schema: schema({ body: generateJobSchema, response: errors }) }, async (request, reply) => {
    const generation = await startGeneration(ctx.db, ctx.writer, request.user.id, request.body);
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
  });

  app.delete(
    '/job/:id',
    { schema: schema({ params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } }) },
    async (request) => {
      await deleteJob(ctx.db, request.user.id, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { deleteMessages, idParamsSchema } from '@quillbid/shared';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { signedInErrors, signedInSchema } from './route-schema.js';

/** How a feature reads and writes the records its users own; each refuses a record of someone else's as not found. */
export interface OwnedRecordService<Row, Input> {
  get(db: Db, userId: string, id: string): Promise<Row>;
  create(db: Db, userId: string, input: Input): Promise<Row>;
  update(db: Db, userId: string, id: string, input: Input): Promise<Row>;
  remove(db: Db, userId: string, id: string): Promise<void>;
}

export interface OwnedRecord<Name extends string, Row, Body extends z.ZodType, Dto extends z.ZodType> {
  /** The path and the answer's key: `GET /profile/:id` answers `{ profile }`. */
  name: Name;
  /** The feature's OpenAPI tag. */
  tag: string;
  body: Body;
  dto: Dto;
  toDto: (row: Row) => z.output<Dto>;
  service: OwnedRecordService<Row, z.output<Body>>;
  messages: { created: string; updated: string };
}

/**
 * The four routes of a record a user owns (read one, create, save, delete): the same statuses and answers
 * for every feature whose records are edited whole, named after the record. The caller has authenticated.
 */
export function ownedRecordRoutes<Name extends string, Row, Body extends z.ZodType, Dto extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  record: OwnedRecord<Name, Row, Body, Dto>,
): void {
  const { name, body, service, messages } = record;
  const schema = signedInSchema(record.tag);
  const one = z.object({ [name]: record.dto } as Record<Name, Dto>);
  const saved = one.extend({ message: z.string() });
  const answer = (row: Row) => ({ [name]: record.toDto(row) });
  // The schemas validate and serialise as on every route; these type what they let through.
  type ById = { Params: z.output<typeof idParamsSchema> };
  const input = (request: { body: unknown }) => request.body as z.output<Body>;

  app.get<ById>(
    `/${name}/:id`,
    { schema: schema({ params: idParamsSchema, response: { 200: one, ...signedInErrors } }) },
    async (request) => answer(await service.get(db, request.userId, request.params.id)),
  );

  app.post(
    `/${name}`,
    { schema: schema({ body, response: { 201: saved, ...signedInErrors } }) },
    async (request, reply) => {
      const row = await service.create(db, request.userId, input(request));
      return reply.code(201).send({ ...answer(row), message: messages.created });
    },
  );

  app.patch<ById>(
    `/${name}/:id`,
    { schema: schema({ params: idParamsSchema, body, response: { 200: saved, ...signedInErrors } }) },
    async (request) => {
      const row = await service.update(db, request.userId, request.params.id, input(request));
      return { ...answer(row), message: messages.updated };
    },
  );

  app.delete<ById>(
    `/${name}/:id`,
    {
      schema: schema({
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...signedInErrors },
      }),
    },
    async (request) => {
      await service.remove(db, request.userId, request.params.id);
      return { message: deleteMessages.deleted };
    },
  );
}

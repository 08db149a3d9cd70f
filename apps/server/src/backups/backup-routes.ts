import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors/http-errors';
import { BACKUP_NAME } from './backup-file';
import { backupStatus } from './backup-health';
import { listBackups } from './backup-list';
import { backupPage } from './backup-page';
import { operatorGuard } from './operator-guard';
import { takeBackup } from './take-backup';

const listedSchema = z.object({
  Name: z.string(),
  CreatedAt: z.string().nullable(),
  Bytes: z.number(),
  Kind: z.string().nullable(),
  Migration: z.string().nullable(),
});

/** The platform operator's backups (/ops, OPERATOR_TOKEN): list, download, take one now. */
export const operatorBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.env;
  app.addHook('onRequest', operatorGuard(env.OPERATOR_TOKEN));

  app.get('/backups', { schema: { hide: true } }, async (_request, reply) => {
    const page = backupPage(await listBackups(env.BACKUP_DIR), await backupStatus(app.db, env));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(
    '/backups/list',
    {
      schema: {
        tags: ['operations'],
        summary: 'The backups in BACKUP_DIR, newest first (operator)',
        response: { 200: z.array(listedSchema) },
      },
    },
    async () =>
      (await listBackups(env.BACKUP_DIR)).map((b) => ({
        Name: b.name,
        CreatedAt: b.header?.createdAt ?? null,
        Bytes: b.bytes,
        Kind: b.header?.kind ?? null,
        Migration: b.header?.migration ?? null,
      })),
  );

  app.get(
    '/backups/:name',
    { schema: { hide: true, params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const listed = (await listBackups(env.BACKUP_DIR)).find((b) => b.name === name);
      if (!BACKUP_NAME.test(name) || !listed) throw notFound('No such backup.');
      return reply
        .type('application/octet-stream')
        .header('content-length', listed.bytes)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(createReadStream(path.join(env.BACKUP_DIR, name)));
    },
  );

  app.post(
    '/backups',
    {
      schema: {
        tags: ['operations'],
        summary: 'Takes a backup now (operator; `npm run backup` asks a running server)',
        querystring: z.object({ logical: z.enum(['true', 'false']).optional() }),
        response: { 200: listedSchema },
      },
    },
    async (request) => {
      const written = await takeBackup(app.db, {
        dir: env.BACKUP_DIR,
        keep: env.BACKUP_KEEP,
        logical: request.query.logical === 'true',
        trigger: 'command',
      });
      return {
        Name: path.basename(written.file),
        CreatedAt: written.header.createdAt,
        Bytes: written.bytes,
        Kind: written.header.kind,
        Migration: written.header.migration,
      };
    },
  );
};

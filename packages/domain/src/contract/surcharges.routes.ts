/** Surcharges: a carrier's staff under /fe/surcharges, a platform admin under a carrier. */
import { z } from 'zod';
import { changeLogEntrySchema } from '../schemas/change-log.schema';
import { changeProposedSchema } from '../schemas/changes.schema';
import { healthReportSchema } from '../schemas/health.schema';
import { listAnswerSchema, listQuerySchema } from '../schemas/list.schema';
import { surchargeAnswerSchema, surchargeListItemSchema, surchargeOptionSchema, surchargeSchema } from '../schemas/surcharge.schema';
import { adminMount, createdAnswerSchema, staffMount, type Mount } from './mounts';
import { route } from './route';
import { versionContract } from './versions.routes';

/** ?archived=true: the archived surcharges instead of the ones in use ("Show archived"). */
export const surchargeListQuerySchema = listQuerySchema(['name', 'updated_at', 'type'] as const).extend({
  archived: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The surcharge routes under one mount (the carrier's own, or an admin's view of a carrier). */
export function surchargeContract<P extends z.ZodObject | undefined, I extends z.ZodObject>(mount: Mount<P, I>) {
  return { ...surchargeReadRoutes(mount), ...surchargeWriteRoutes(mount) };
}

/** Reading: the list, the pricelist form's options, one surcharge, its health check and its change log. */
function surchargeReadRoutes<P extends z.ZodObject | undefined, I extends z.ZodObject>(mount: Mount<P, I>) {
  const { prefix, params, idParams } = mount;
  const read = mount.access({ area: 'surcharges', level: 'read' });
  return {
    list: route({
      method: 'GET',
      path: prefix,
      access: read,
      summary: 'A page of surcharges, searched and sorted',
      params,
      query: surchargeListQuerySchema,
      answer: listAnswerSchema(surchargeListItemSchema),
    }),
    options: route({
      method: 'GET',
      path: `${prefix}/form`,
      // The pricelist form offers them too.
      access: mount.access({ area: ['surcharges', 'pricelists'], level: 'read' }),
      summary: 'Every surcharge, for the pricelist form',
      params,
      answer: z.array(surchargeOptionSchema),
    }),
    get: route({
      method: 'GET',
      path: `${prefix}/:id`,
      access: read,
      summary: 'One surcharge',
      params: idParams,
      answer: surchargeAnswerSchema,
    }),
    health: route({
      method: 'GET',
      path: `${prefix}/:id/health`,
      access: read,
      summary: "The surcharge's health check",
      params: idParams,
      answer: healthReportSchema,
    }),
    logs: route({
      method: 'GET',
      path: `${prefix}/:id/logs`,
      access: read,
      summary: "The surcharge's change log, newest first",
      params: idParams,
      answer: z.array(changeLogEntrySchema),
    }),
  };
}

/** Writing: create, save, archive and restore. */
function surchargeWriteRoutes<P extends z.ZodObject | undefined, I extends z.ZodObject>(mount: Mount<P, I>) {
  const { prefix, params, idParams } = mount;
  const write = mount.access({ area: 'surcharges', level: 'write' });
  return {
    create: route({
      method: 'POST',
      path: prefix,
      access: write,
      summary: 'Creates a surcharge',
      params,
      body: surchargeSchema,
      answer: createdAnswerSchema,
      accepted: changeProposedSchema,
      status: 201,
    }),
    update: route({
      method: 'PUT',
      path: `${prefix}/:id`,
      access: write,
      summary: 'Saves a surcharge; answers it as saved',
      params: idParams,
      body: surchargeSchema,
      answer: surchargeAnswerSchema,
      accepted: changeProposedSchema,
    }),
    archive: route({
      method: 'POST',
      path: `${prefix}/:id/archive`,
      access: write,
      accepted: changeProposedSchema,
      summary: 'Archives a surcharge: it charges nothing and leaves the lists, its quotes and versions kept',
      params: idParams,
      answer: 'empty',
    }),
    restore: route({
      method: 'POST',
      path: `${prefix}/:id/restore`,
      access: write,
      accepted: changeProposedSchema,
      summary: 'Brings an archived surcharge back: it charges again on the pricelists that name it',
      params: idParams,
      answer: 'empty',
    }),
  };
}

export const SURCHARGE_ROUTES = surchargeContract(staffMount('/fe/surcharges'));
export const ADMIN_SURCHARGE_ROUTES = surchargeContract(adminMount('/fe/admin/carriers/:carrierId/surcharges'));

/** The versions of a surcharge, under each mount. */
export const SURCHARGE_VERSION_ROUTES = versionContract({
  mount: staffMount('/fe/surcharges'),
  read: SURCHARGE_ROUTES.get.access,
  write: SURCHARGE_ROUTES.update.access,
  record: surchargeAnswerSchema,
});
export const ADMIN_SURCHARGE_VERSION_ROUTES = versionContract({
  mount: adminMount('/fe/admin/carriers/:carrierId/surcharges'),
  read: ADMIN_SURCHARGE_ROUTES.get.access,
  write: ADMIN_SURCHARGE_ROUTES.update.access,
  record: surchargeAnswerSchema,
});

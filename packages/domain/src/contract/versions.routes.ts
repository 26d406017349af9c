/** Versions of a pricelist or surcharge: the list, one read-only, the diff of two, restore. */
import { z } from 'zod';
import {
  restoreVersionSchema,
  versionAnswerSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
  versionListSchema,
} from '../schemas/versions.schema';
import { changeProposedSchema } from '../schemas/changes.schema';
import type { Mount } from './mounts';
import { pathId, route, type Access } from './route';

/** Where a record kind's version routes hang. */
export interface VersionsOf<P extends z.ZodObject | undefined, S extends z.ZodRawShape, A extends z.ZodType> {
  /** The record kind's mount ('/fe/pricelists', '/fe/surcharges', an admin's surcharges of a carrier). */
  mount: Mount<P, z.ZodObject<S>>;
  /** Who reads the versions: the record's read access. */
  read: Access;
  /** Who restores one: the record's write access. */
  write: Access;
  /** The record as its GET answers it: what a restore answers. */
  record: A;
}

/** The version routes of a record kind under `mount`. */
export function versionContract<P extends z.ZodObject | undefined, S extends z.ZodRawShape, A extends z.ZodType>(of: VersionsOf<P, S, A>) {
  const { prefix, idParams } = of.mount;
  const versionParams = idParams.extend({ version: pathId });
  return {
    list: route({
      method: 'GET',
      path: `${prefix}/:id/versions`,
      access: of.read,
      summary: 'The versions of a record, newest first',
      params: idParams,
      answer: versionListSchema,
    }),
    get: route({
      method: 'GET',
      path: `${prefix}/:id/versions/:version`,
      access: of.read,
      summary: 'One version of a record, read-only',
      params: versionParams,
      answer: versionAnswerSchema,
    }),
    diff: route({
      method: 'GET',
      path: `${prefix}/:id/versions/:version/diff`,
      access: of.read,
      summary: 'What changed from one version (?against=, default the one before) to another',
      params: versionParams,
      query: versionDiffQuerySchema,
      answer: versionDiffSchema,
    }),
    restore: route({
      method: 'POST',
      path: `${prefix}/:id/versions/:version/restore`,
      access: of.write,
      summary: "Saves an old version's content as the newest; answers the record as saved (202 {change_id} when it waits for approval)",
      params: versionParams,
      body: restoreVersionSchema,
      answer: of.record,
      accepted: changeProposedSchema,
    }),
  };
}

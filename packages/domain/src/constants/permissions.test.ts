import { describe, expect, it } from 'vitest';
import { localizeReason } from '../i18n/reasons';
import { describeExcessGrant, describeExcessGrants, describePermissionChanges, excessGrants, uniformPermissions } from './permissions';

describe('excessGrants', () => {
  it('finds nothing when the holder has as much or more in every area', () => {
    expect(excessGrants(uniformPermissions('write'), uniformPermissions('write'))).toEqual([]);
    expect(excessGrants(uniformPermissions('write'), uniformPermissions('read', false))).toEqual([]);
    expect(excessGrants(uniformPermissions('read', false), uniformPermissions('none', false))).toEqual([]);
  });

  it('names each area a role would raise above the holder, in the matrix order', () => {
    const held = { ...uniformPermissions('read', true), users: 'write' as const, zones: 'none' as const };
    const wanted = { ...uniformPermissions('read', true), pricelists: 'write' as const, zones: 'read' as const, users: 'write' as const };
    expect(excessGrants(held, wanted)).toEqual([
      { area: 'pricelists', wanted: 'write', held: 'read' },
      { area: 'zones', wanted: 'read', held: 'none' },
    ]);
  });

  it('counts the calculator flag: giving it without holding it is an excess, taking it away is not', () => {
    expect(excessGrants(uniformPermissions('write', false), uniformPermissions('write', true))).toEqual([
      { area: 'calculator', wanted: true, held: false },
    ]);
    expect(excessGrants(uniformPermissions('write', true), uniformPermissions('write', false))).toEqual([]);
  });
});

describe('describeExcessGrant', () => {
  it('names the area, the level asked and the level held', () => {
    expect(describeExcessGrant({ area: 'pricelists', wanted: 'write', held: 'read' })).toBe(
      'You cannot grant write on pricelists: you have read',
    );
    expect(describeExcessGrant({ area: 'calculator', wanted: true, held: false })).toBe(
      'You cannot grant the calculator: you do not have it',
    );
  });
});

describe('describeExcessGrants', () => {
  it('says every refusal, "; " between them, each read back in another language', () => {
    const said = describeExcessGrants([
      { area: 'pricelists', wanted: 'write', held: 'read' },
      { area: 'users', wanted: 'read', held: 'none' },
      { area: 'calculator', wanted: true, held: false },
    ]);
    expect(said).toBe(
      'You cannot grant write on pricelists: you have read; You cannot grant read on users: you have none; ' +
        'You cannot grant the calculator: you do not have it',
    );
    expect(localizeReason('et', said)).toBe(
      'Te ei saa anda õigust „write“ alal „pricelists“: Teil endal on „read“; Te ei saa anda õigust „read“ alal „users“: Teil endal on „none“; ' +
        'Te ei saa anda kalkulaatorit: Teil endal seda pole',
    );
    expect(describeExcessGrants([{ area: 'roles', wanted: 'write', held: 'read' }])).toBe('You cannot grant write on roles: you have read');
  });
});

describe('describePermissionChanges', () => {
  const none = uniformPermissions('none', false);
  it('lists what a new role grants, leaving out what it does not', () => {
    expect(describePermissionChanges(null, { ...none, pricelists: 'write', users: 'read', calculator: true })).toBe(
      'pricelists write, users read, calculator',
    );
    expect(describePermissionChanges(null, none)).toBe('nothing');
  });
  it('lists each area whose level changed, and the calculator', () => {
    const before = { ...none, pricelists: 'read' as const, calculator: true };
    expect(describePermissionChanges(before, { ...before, pricelists: 'write', roles: 'read', calculator: false })).toBe(
      'pricelists read → write, roles none → read, calculator on → off',
    );
  });
  it('is empty when nothing changed', () => {
    expect(describePermissionChanges(none, { ...none })).toBe('');
  });
});

import type { Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { Ctx } from './service';

/**
 * What a resource does besides saving its row, inside the same write transaction (the opening
 * balance of a ledger posts its entries): registered once, by resource name, by the module
 * that owns the difference.
 */
export interface ResourceHooks {
  afterWrite?(ctx: Ctx, row: AnyRecord, transaction: Transaction, mode: 'create' | 'update'): Promise<void>;
  beforeRemove?(ctx: Ctx, row: AnyRecord, transaction: Transaction): Promise<void>;
  afterRemove?(ctx: Ctx, row: AnyRecord, transaction: Transaction): Promise<void>;
}

const registered = new Map<string, ResourceHooks>();

/** Registers the hooks of a resource (a second registration adds to the first). */
export function registerHooks(resourceName: string, hooks: ResourceHooks): void {
  registered.set(resourceName, { ...registered.get(resourceName), ...hooks });
}

/** The hooks of a resource, none if it has none. */
export function hooksOf(resourceName: string): ResourceHooks {
  return registered.get(resourceName) ?? {};
}

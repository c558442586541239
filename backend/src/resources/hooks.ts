import type { Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { SessionContext } from '../http/context';

export type HookCtx = Pick<SessionContext, 'CompanyID' | 'Empid'> &
  Partial<Pick<SessionContext, 'FYearID'>>;

/**
 * What a master does beyond storing its row, run inside the same write transaction (a ledger's
 * opening-balance entry, a dependent row). Declared next to the difference, registered by name.
 */
export interface ResourceHooks {
  /**
   * After the row is inserted or updated; `row` is the stored row as the API presents it. On an
   * update, `written` names the columns it wrote (Password when a new one was set), and `before`
   * is the row as it was.
   */
  afterWrite?(
    ctx: HookCtx,
    row: AnyRecord,
    transaction: Transaction,
    mode: 'create' | 'update',
    written?: readonly string[],
    before?: AnyRecord,
  ): Promise<void>;
  /**
   * What uses the record beyond the declared references (rows of a table that is not a resource,
   * such as stock movements): counted as in use, so it cannot be deleted, and its fields declared
   * fixedOnceUsed keep their values.
   */
  inUse?(
    ctx: HookCtx,
    id: unknown,
    transaction: Transaction,
  ): Promise<{ uses: number; what: { one: string; many: string } } | null>;
  /** Before a soft delete; throw an HttpError to refuse it. */
  beforeRemove?(ctx: HookCtx, row: AnyRecord, transaction: Transaction): Promise<void>;
  /** After a soft delete. */
  afterRemove?(ctx: HookCtx, row: AnyRecord, transaction: Transaction): Promise<void>;
}

const registry = new Map<string, ResourceHooks>();

/** Adds behaviour to a resource's writes. */
export function registerHooks(resourceName: string, hooks: ResourceHooks): void {
  registry.set(resourceName, { ...registry.get(resourceName), ...hooks });
}

/** The hooks of a resource (none for a plain master). */
export function hooksOf(resourceName: string): ResourceHooks {
  return registry.get(resourceName) ?? {};
}

import type { Sequelize, Transaction } from 'sequelize';
import { type AnyRecord } from '../../../resources';
import { HttpError, invalid } from '../http/errors';
import { registerHooks } from '../resources/hooks';

// A transaction knows its connection at run time; Sequelize's types do not say so.
const modelOf = (transaction: Transaction, name: string) =>
  (transaction as unknown as { sequelize: Sequelize }).sequelize.model(name);

/**
 * What the company and employee masters do beyond storing their row, inside the same write.
 * Models are reached through the transaction, so the hooks hold no connection of their own.
 */
export function registerOrganisationHooks(): void {
  registerHooks('company', {
    // The state must be one of the chosen country's, and its GST code travels with it.
    async afterWrite(ctx, row, transaction) {
      const State = modelOf(transaction, 'state');
      const state = (await State.findOne({
        where: { StateId: row.State, IsDeleted: false },
        transaction,
        raw: true,
      })) as AnyRecord | null;
      if (
        !state ||
        (state.CompanyID !== null && state.CompanyID !== ctx.CompanyID) ||
        state.CountryId !== row.CountryId
      ) {
        throw invalid({ State: 'State not found.' });
      }
      const StateCode = (state.StateCode as string | null) || null;
      if (StateCode !== row.StateCode) {
        await modelOf(transaction, 'company').update(
          { StateCode },
          { where: { CompanyID: ctx.CompanyID }, transaction },
        );
      }
    },
  });

  registerHooks('employee', {
    // A password set by an administrator ends the employee's sessions, as a reset does: whoever
    // held the old password is signed out (the administrator too, when it is his own).
    async afterWrite(ctx, row, transaction, mode, written) {
      if (mode !== 'update' || !written?.includes('Password')) return;
      await modelOf(transaction, 'session').destroy({
        where: { Empid: row.Empid, CompanyID: ctx.CompanyID },
        transaction,
      });
    },
    async beforeRemove(ctx, row) {
      if (row.Empid === ctx.Empid)
        throw new HttpError(409, 'You cannot delete your own account while signed in.');
    },
    // A deleted employee is signed out everywhere at once.
    async afterRemove(ctx, row, transaction) {
      await modelOf(transaction, 'session').destroy({
        where: { Empid: row.Empid, CompanyID: ctx.CompanyID },
        transaction,
      });
    },
  });
}

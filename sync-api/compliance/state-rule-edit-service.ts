import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { StateRule } from '#shared/compliance/state-rule';
import { STATE_RULE_EDIT_FIELDS, type StateRuleEdit } from '#shared/schemas/admin/state-rules';
import { AppError } from '../app-error.ts';
import type { Database } from '../db/database.ts';
import { type Actor, appendAudit } from '../staff/audit-log.ts';
import {
  loadStateRule,
  loadStateRules,
  lockStateRule,
  type StateRuleChange,
  updateStateRule,
} from './state-rules-store.ts';

/**
 * The back office's state rules: every place's, one place's, and the owner's edit of one. The
 * shop's kept answers and every cart and payment read the same rows, and the row's trigger moves
 * the catalogue's version on commit, so an edit applies from every process's next request.
 */

const notFound = (code: string) => new AppError('state_rule_not_found', 404, `No state rule has the code "${code}".`);

export function listStateRulesForStaff(db: Database): Promise<StateRule[]> {
  return loadStateRules(db);
}

export async function readStateRule(db: Database, code: string): Promise<StateRule> {
  const rule = await loadStateRule(db, code);
  if (!rule) throw notFound(code);
  return rule;
}

/**
 * The fields of `edit` that differ from the rule. jsonb keeps an object's keys in its own order,
 * so values are compared whatever the order of their keys.
 */
function changeOf(before: StateRule, edit: StateRuleEdit): StateRuleChange {
  const change: StateRuleChange = {};
  for (const field of STATE_RULE_EDIT_FIELDS) {
    if (!isDeepStrictEqual(edit[field], before[field])) Object.assign(change, { [field]: edit[field] });
  }
  // The version is the server's: it moves with each change of the taxes, whatever the edit says it is.
  if (edit.taxes) {
    const { version: _sent, ...editedTaxes } = edit.taxes;
    const { version, ...taxesBefore } = before.taxes;
    if (!isDeepStrictEqual(editedTaxes, taxesBefore)) change.taxes = { ...editedTaxes, version: version + 1 };
  }
  return change;
}

function pick(rule: StateRule, fields: readonly (keyof StateRuleChange)[]): StateRuleChange {
  return Object.fromEntries(fields.map((field) => [field, rule[field]]));
}

/**
 * Applies the owner's edit in one transaction with its audit entry (the changed fields before and
 * after), and answers the rule as it is now stored. An edit that changes nothing writes nothing.
 */
export async function editStateRule(
  db: Database,
  code: string,
  edit: StateRuleEdit,
  actor: Actor,
  { bankAvailable }: { bankAvailable: boolean },
): Promise<StateRule> {
  // Pay by bank is offered only where a bank provider runs (decision 027).
  if (!bankAvailable && edit.tenders?.includes('bank')) {
    throw new AppError(
      'tender_unavailable',
      422,
      'Pay by bank needs a bank provider, and none is set up on this server.',
      {
        field: 'tenders',
      },
    );
  }
  return db.transaction(async (trx: Knex.Transaction) => {
    const before = await lockStateRule(trx, code);
    if (!before) throw notFound(code);
    const change = changeOf(before, edit);
    const fields = Object.keys(change) as (keyof StateRuleChange)[];
    if (fields.length === 0) return before;
    await updateStateRule(trx, code, change);
    const after = await loadStateRule(trx, code);
    if (!after) throw new Error(`The state rule ${code} was locked but could not be read back`);
    await appendAudit(trx, actor, {
      action: 'state_rule.edited',
      subjectType: 'state_rule',
      subjectId: code,
      before: pick(before, fields),
      after: pick(after, fields),
    });
    return after;
  });
}

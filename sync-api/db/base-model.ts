import { Model, snakeCaseMappers } from 'objection';

/** Rows are snake_case in PostgreSQL and camelCase in code. */
export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }
}

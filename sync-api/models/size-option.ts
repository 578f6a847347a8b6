import { BaseModel } from './base-model.ts';

export class SizeOptionModel extends BaseModel {
  static override tableName = 'size_options';
  static override idColumn = ['category', 'size'];

  category!: string;
  size!: string;
  label!: string;
  price!: string;
  popular!: boolean;
  position!: number;
}

export class SizeMultiplierModel extends BaseModel {
  static override tableName = 'size_multipliers';
  static override idColumn = 'size';

  size!: string;
  label!: string;
  multiplier!: string;
  position!: number;
}

import { BaseModel } from '../db/base-model.ts';

export class AgeVerificationModel extends BaseModel {
  static override tableName = 'age_verifications';

  id!: string;
  verifiedAt!: Date;
  expiresAt!: Date;
  userAgent!: string | null;
}

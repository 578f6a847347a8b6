import { BaseModel } from '../db/base-model.ts';

export class ProductModel extends BaseModel {
  static override tableName = 'products';

  id!: string;
  name!: string;
  description!: string;
  category!: string;
  image!: string;
  thcContent!: string;
  cbdContent!: string;
  effects!: string[];
  flavors!: string[];
  /** numeric(10,2): a decimal string from both drivers. */
  price!: string;
  /** numeric(2,1): a decimal string from both drivers. */
  rating!: string;
  reviewCount!: number;
  inStock!: boolean;
  featured!: boolean;
  /** A product no longer sold: hidden from the catalogue, flagged in carts that hold it. */
  discontinued!: boolean;
}

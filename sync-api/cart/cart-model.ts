import { ProductModel } from '../catalogue/product-model.ts';
import { BaseModel } from '../db/base-model.ts';

export class CartLineModel extends BaseModel {
  static override tableName = 'cart_lines';

  id!: string;
  cartId!: string;
  productId!: string;
  size!: string;
  purchaseType!: 'one-time' | 'subscription';
  quantity!: number;
  createdAt!: Date;
  product?: ProductModel;

  static override get relationMappings() {
    return {
      product: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: ProductModel,
        join: { from: 'cart_lines.product_id', to: 'products.id' },
      },
    };
  }
}

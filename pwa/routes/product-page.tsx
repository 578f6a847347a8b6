import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { publishedReviewsQueryOptions } from '../features/community/published-reviews.ts';
import { OrderWithConfidence } from '../features/product/order-with-confidence.tsx';
import { ProductDetail } from '../features/product/product-detail.tsx';
import { productQueryOptions } from '../features/product/product-queries.ts';
import { ReviewsBlock } from '../features/product/reviews-block.tsx';
import { WhereWeShip } from '../features/product/where-we-ship.tsx';

const route = getRouteApi('/product/$productId');

/** The product detail page. Its loader has put the product in the cache. */
export default function ProductPage() {
  const { productId } = route.useParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(productId));
  // Shown once they arrive; offline with no saved copy, the block keeps its samples only.
  const { data: approved = [] } = useQuery(publishedReviewsQueryOptions(productId));

  // Scroll to the top when the id changes while the page stays mounted (a new
  // navigation that mounts it is already put at the top by the router's scroll restoration).
  const shownId = useRef(productId);
  useEffect(() => {
    if (shownId.current === productId) return;
    shownId.current = productId;
    window.scrollTo({ top: 0 });
  }, [productId]);

  return (
    <>
      <ProductDetail key={product.id} product={product} />
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 pb-16">
        <ReviewsBlock productName={product.name} approved={approved} />
        <OrderWithConfidence />
        <WhereWeShip productName={product.name} category={product.category} />
      </div>
    </>
  );
}

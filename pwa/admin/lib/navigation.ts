import {
  Link,
  type LinkComponentProps,
  type NavigateOptions,
  type RouteIds,
  useParams,
  useRouter,
  useSearch,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { BackOfficeRouter } from '../admin-router.tsx';

/**
 * The router's links and hooks typed with the back office's routes: the shop's router is the
 * one registered with TanStack Router's types, so these name the back office's explicitly.
 */

export type ScreenId = RouteIds<BackOfficeRouter['routeTree']>;

export const AdminLink = Link as <const To extends string | undefined = undefined>(
  props: LinkComponentProps<'a', BackOfficeRouter, string, To>,
) => ReactElement;

type AdminNavigate = <const To extends string | undefined = undefined>(
  options: NavigateOptions<BackOfficeRouter, string, To>,
) => Promise<void>;

export const useAdminNavigate = (): AdminNavigate => useRouter().navigate as AdminNavigate;

export const useScreenSearch = <const Id extends ScreenId>(from: Id) => useSearch<BackOfficeRouter, Id>({ from });

export const useScreenParams = <const Id extends ScreenId>(from: Id) => useParams<BackOfficeRouter, Id>({ from });

/** Goes to an address held as text (the screen a 401 interrupted), in place of this entry. */
export function useReplaceWith(): (href: string) => Promise<void> {
  const router = useRouter();
  return (href) => router.navigate({ href, replace: true });
}

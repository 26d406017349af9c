/**
 * Where the calculator's pages run: the carrier's /tool (staff, a partner picked per calculation)
 * or the partner portal's /portal/calculator (a partner user priced as their partner). The pages
 * (single, budget, tender, their jobs list and result cards) are the same components; the place
 * says what differs: the tab paths, whether a partner is picked, the quote link, the jobs list and
 * what a priced result offers (the portal's Book).
 */
import type { PriceResultAnswer } from '@freight/domain';
import { createContext, useContext, type ReactNode } from 'react';

/** The calculator's tabs by the staff path that names them. */
export type ToolTabPath = '/tool' | '/tool/mass' | '/tool/tender';

export interface ToolPlace {
  /** true in the partner portal: no partner is picked (the session is the partner). */
  portal: boolean;
  /** The path of a tab here. */
  tabPath: (tab: ToolTabPath) => string;
  /** The page of a quote here. */
  quotePath: (quoteId: string) => string;
  /** What a priced result offers below its charges (the portal's Book); none on /tool. */
  resultActions?: (result: PriceResultAnswer) => ReactNode;
}

/** The carrier's calculator at /tool. */
export const STAFF_TOOL: ToolPlace = {
  portal: false,
  tabPath: (tab) => tab,
  quotePath: (quoteId) => `/quotes/${quoteId}`,
};

export const ToolPlaceContext = createContext<ToolPlace>(STAFF_TOOL);

/** The place the calculator's page runs in (the staff's unless the portal provides its own). */
export function useToolPlace(): ToolPlace {
  return useContext(ToolPlaceContext);
}

/**
 * A request as the place sends it: the portal names no partner (the server takes the session's),
 * so an unset `customer` is left out rather than sent as null.
 */
export function bodyForPlace<T extends { customer?: number | null }>(place: ToolPlace, body: T): Omit<T, 'customer'> {
  if (!place.portal) return body;
  const { customer: _customer, ...rest } = body;
  return rest;
}

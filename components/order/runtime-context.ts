import { createContext, useContext } from 'react';
import type { OrderRuntime } from '@/lib/device/order-runtime';

/** The runtime the order page runs on: OrderShop provides it. */
export const OrderRuntimeContext = createContext<OrderRuntime | null>(null);
export function useOrderRuntime(): OrderRuntime {
  const runtime = useContext(OrderRuntimeContext);
  if (!runtime) throw new Error('useOrderRuntime outside OrderShop');
  return runtime;
}

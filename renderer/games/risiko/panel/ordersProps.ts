/** What every part of the orders panel is given (its own module, so the parts and Orders.tsx import no cycle). */
import type { Risiko, RisikoProps } from '../ui/useRisiko';

export interface OrdersProps {
  readonly r: Risiko;
  readonly props: RisikoProps;
}
